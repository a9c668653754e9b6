import TypesetSupport

/// A value of an XML property list, with where it is written.
///
/// Only what string tables need is kept apart: strings, dictionaries (keys in document order) and
/// arrays; numbers, dates, data and booleans are kept as their text.
struct PlistValue: Sendable {
    enum Kind: Sendable {
        case string(String)
        case dictionary([(key: String, keyLocation: SourceLocation, value: PlistValue)])
        case array([PlistValue])
        /// `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>`, `<data>`: the element name and text.
        case other(element: String, text: String)
    }

    var kind: Kind
    var location: SourceLocation

    /// The string, or nil.
    var string: String? { if case .string(let s) = kind { return s } else { return nil } }

    /// The value for `key` in a dictionary (the last one, as property list readers keep), or nil.
    subscript(key: String) -> PlistValue? {
        guard case .dictionary(let entries) = kind else { return nil }
        return entries.last { $0.key == key }?.value
    }

    /// A short name for messages.
    var kindDescription: String {
        switch kind {
        case .string: return "a string"
        case .dictionary: return "a dictionary"
        case .array: return "an array"
        case .other(let element, _): return "<\(element)>"
        }
    }
}

/// Reads the XML form of a property list (`<plist><dict>...</dict></plist>`).
enum PropertyListReader {
    /// The top-level value of an XML property list.
    static func read(_ text: SourceText, file: String) -> Result<PlistValue, ReadFailure> {
        switch XMLReader(file: file).parse(text) {
        case .failure(let failure): return .failure(failure)
        case .success(let root):
            guard root.name == "plist" else {
                return .failure(ReadFailure(location: root.location, message: "root element <\(root.name)>; expected <plist>"))
            }
            let values = root.elements
            guard values.count == 1 else {
                return .failure(ReadFailure(location: root.location, message: "<plist> holds \(values.count) values; expected one <dict>"))
            }
            return convert(values[0], file: file)
        }
    }

    /// Converts an element tree whose depth the XML reader already bounded. Iterative anyway: a
    /// stack of containers being filled, each filled in place (linear in the number of elements).
    private static func convert(_ top: XMLElement, file: String) -> Result<PlistValue, ReadFailure> {
        struct Frame {
            var element: XMLElement
            var children: [XMLElement]
            var isDictionary: Bool
            var next = 0
            var entries: [(key: String, keyLocation: SourceLocation, value: PlistValue)] = []
            var items: [PlistValue] = []
            /// The key of the nested value being converted (dictionaries).
            var pendingKey: XMLElement?

            init(_ element: XMLElement) {
                self.element = element
                children = element.elements
                isDictionary = element.name == "dict"
            }
        }
        func leaf(_ e: XMLElement) -> Result<PlistValue?, ReadFailure> {
            switch e.name {
            case "string": return .success(PlistValue(kind: .string(e.textContent), location: e.location))
            case "integer", "real", "true", "false", "date", "data":
                return .success(PlistValue(kind: .other(element: e.name, text: e.textContent), location: e.location))
            case "dict", "array": return .success(nil)
            default:
                return .failure(ReadFailure(location: e.location, message: "unknown property list element <\(e.name)>; expected dict, array, string, integer, real, true, false, date or data"))
            }
        }
        switch leaf(top) {
        case .failure(let f): return .failure(f)
        case .success(let value?): return .success(value)
        case .success(nil): break
        }
        var stack = [Frame(top)]
        var finished: PlistValue?
        while !stack.isEmpty {
            let t = stack.count - 1
            if let value = finished {
                finished = nil
                if stack[t].isDictionary, let key = stack[t].pendingKey {
                    stack[t].entries.append((key.textContent, key.location, value))
                    stack[t].pendingKey = nil
                } else {
                    stack[t].items.append(value)
                }
            }
            let index = stack[t].next
            guard index < stack[t].children.count else {
                let frame = stack.removeLast()
                finished = PlistValue(kind: frame.isDictionary ? .dictionary(frame.entries) : .array(frame.items), location: frame.element.location)
                continue
            }
            let valueElement: XMLElement
            var keyElement: XMLElement?
            if stack[t].isDictionary {
                let key = stack[t].children[index]
                guard key.name == "key" else {
                    return .failure(ReadFailure(location: key.location, message: "<\(key.name)> in a dictionary; expected <key>"))
                }
                guard index + 1 < stack[t].children.count else {
                    return .failure(ReadFailure(location: key.location, message: "key \"\(key.textContent)\" has no value"))
                }
                keyElement = key
                valueElement = stack[t].children[index + 1]
                stack[t].next = index + 2
            } else {
                valueElement = stack[t].children[index]
                stack[t].next = index + 1
            }
            switch leaf(valueElement) {
            case .failure(let f): return .failure(f)
            case .success(let value?):
                if let key = keyElement {
                    stack[t].entries.append((key.textContent, key.location, value))
                } else {
                    stack[t].items.append(value)
                }
            case .success(nil):
                stack[t].pendingKey = keyElement
                stack.append(Frame(valueElement))
            }
        }
        guard let finished else { return .failure(ReadFailure(location: top.location, message: "empty property list")) }
        return .success(finished)
    }
}
