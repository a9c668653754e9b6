import TypesetTokens

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

    /// Converts an element tree whose depth the XML reader already bounded. Iterative anyway:
    /// a work stack of containers being filled.
    private static func convert(_ top: XMLElement, file: String) -> Result<PlistValue, ReadFailure> {
        enum Frame {
            case dictionary(XMLElement, entries: [(key: String, keyLocation: SourceLocation, value: PlistValue)], next: Int)
            case array(XMLElement, items: [PlistValue], next: Int)
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
        func frame(_ e: XMLElement) -> Frame {
            e.name == "dict" ? .dictionary(e, entries: [], next: 0) : .array(e, items: [], next: 0)
        }
        switch leaf(top) {
        case .failure(let f): return .failure(f)
        case .success(let value?): return .success(value)
        case .success(nil): break
        }
        var stack: [Frame] = [frame(top)]
        var finished: PlistValue?
        while let current = stack.popLast() {
            switch current {
            case .dictionary(let e, var entries, var next):
                let children = e.elements
                if let value = finished {
                    // `next` points past the value just finished; its key is the element before it.
                    let keyElement = children[next - 2]
                    entries.append((keyElement.textContent, keyElement.location, value))
                    finished = nil
                }
                if next >= children.count {
                    finished = PlistValue(kind: .dictionary(entries), location: e.location)
                    continue
                }
                let key = children[next]
                guard key.name == "key" else {
                    return .failure(ReadFailure(location: key.location, message: "<\(key.name)> in a dictionary; expected <key>"))
                }
                guard next + 1 < children.count else {
                    return .failure(ReadFailure(location: key.location, message: "key \"\(key.textContent)\" has no value"))
                }
                let valueElement = children[next + 1]
                next += 2
                switch leaf(valueElement) {
                case .failure(let f): return .failure(f)
                case .success(let value?):
                    entries.append((key.textContent, key.location, value))
                    stack.append(.dictionary(e, entries: entries, next: next))
                case .success(nil):
                    stack.append(.dictionary(e, entries: entries, next: next))
                    stack.append(frame(valueElement))
                }
            case .array(let e, var items, var next):
                let children = e.elements
                if let value = finished {
                    items.append(value)
                    finished = nil
                }
                if next >= children.count {
                    finished = PlistValue(kind: .array(items), location: e.location)
                    continue
                }
                let item = children[next]
                next += 1
                switch leaf(item) {
                case .failure(let f): return .failure(f)
                case .success(let value?):
                    items.append(value)
                    stack.append(.array(e, items: items, next: next))
                case .success(nil):
                    stack.append(.array(e, items: items, next: next))
                    stack.append(frame(item))
                }
            }
        }
        guard let finished else { return .failure(ReadFailure(location: top.location, message: "empty property list")) }
        return .success(finished)
    }
}
