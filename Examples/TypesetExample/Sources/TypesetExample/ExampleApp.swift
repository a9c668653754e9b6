#if canImport(SwiftUI)
import SwiftUI

/// The example: the SwiftUI screen, with the UIKit screen below it on iOS.
@main
struct ExampleApp: App {
    init() { StyleGuide.registerFonts() }

    var body: some Scene {
        WindowGroup {
            VStack(alignment: .leading, spacing: 24) {
                SwiftUIScreen()
                #if canImport(UIKit)
                UIKitScreen()
                #endif
            }
        }
    }
}
#endif
