// Minimal stand-ins for Apple frameworks, written for Scripts/typecheck_apple_adapters.sh: only the
// declarations the adapters use, with Apple's names and signatures, so that the adapters' use of
// the core API and of these names type-checks on Linux. Not a model of the frameworks' behaviour.
public enum objc_AssociationPolicy { case OBJC_ASSOCIATION_RETAIN_NONATOMIC }
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}
/// Apple: `struct Selector` (an Objective-C method name), here only as a type to name.
public struct Selector: Hashable, Sendable { public init(_ name: String) {} }
