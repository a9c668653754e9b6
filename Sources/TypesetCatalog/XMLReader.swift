import TypesetSupport

/// One attribute of an XML element.
struct XMLAttribute: Sendable, Hashable {
    /// The name as written (`name`, `translatable`, `tools:locale`).
    var name: String
    /// The value with entities replaced.
    var value: String
    /// Where the name starts.
    var location: SourceLocation
    /// Where the value starts (after its opening quote).
    var valueLocation: SourceLocation
}

/// A run of character data: text with entities replaced, or one CDATA section.
struct XMLText: Sendable, Hashable {
    var text: String
    /// Where the first character is.
    var location: SourceLocation
    /// Whether this came from `<![CDATA[ ... ]]>`.
    var isCDATA: Bool
}

/// An element, its attributes and its content in document order.
struct XMLElement: Sendable, Hashable {
    /// The name as written, with any prefix (`xliff:g`).
    var name: String
    var attributes: [XMLAttribute]
    var children: [XMLNode]
    /// Where its `<` is.
    var location: SourceLocation

    /// The value of the attribute named `name`, or nil.
    func attribute(_ name: String) -> XMLAttribute? { attributes.first { $0.name == name } }

    /// The child elements.
    var elements: [XMLElement] {
        children.compactMap { if case .element(let e) = $0 { return e } else { return nil } }
    }

    /// The text of the element and of every element inside it, in document order (markup removed).
    /// Iterative: the depth is already bounded by the reader, but no recursion is needed.
    var textContent: String {
        var result = ""
        var stack: [(nodes: [XMLNode], next: Int)] = [(children, 0)]
        while var top = stack.popLast() {
            guard top.next < top.nodes.count else { continue }
            let node = top.nodes[top.next]
            top.next += 1
            stack.append(top)
            switch node {
            case .text(let text): result += text.text
            case .element(let element): stack.append((element.children, 0))
            }
        }
        return result
    }
}

/// A node of element content.
enum XMLNode: Sendable, Hashable {
    case element(XMLElement)
    case text(XMLText)
}

/// A minimal XML reader for property lists and Android resource files: elements, attributes, text,
/// CDATA sections, comments, processing instructions and a document type declaration (skipped),
/// the five predefined entities and character references.
///
/// It is not a validating parser and does not expand entities a DTD declares (property lists and
/// Android resources use none). Nesting is kept on an explicit stack limited to `maximumDepth`,
/// so no input can exhaust the call stack; work is linear in the input size. Positions are
/// 1-based lines and columns in Unicode scalars.
struct XMLReader: Sendable {
    var file: String
    var maximumDepth = 64

    /// The root element of `text`, or the first problem found.
    func parse(_ text: SourceText) -> Result<XMLElement, ReadFailure> {
        var cursor = Cursor(text.scalars)
        do throws(ReadFailure) {
            return .success(try parseDocument(&cursor))
        } catch {
            return .failure(error)
        }
    }

    private func fail(_ cursor: Cursor, _ message: String) -> ReadFailure {
        ReadFailure(location: cursor.location(file), message: message)
    }

    private func parseDocument(_ cursor: inout Cursor) throws(ReadFailure) -> XMLElement {
        var stack: [XMLElement] = []
        var root: XMLElement?
        var pendingText = ""
        var pendingLocation: SourceLocation?

        func flushText() {
            if let location = pendingLocation, !stack.isEmpty {
                stack[stack.count - 1].children.append(.text(XMLText(text: pendingText, location: location, isCDATA: false)))
            }
            pendingText = ""
            pendingLocation = nil
        }

        while let scalar = cursor.current {
            if scalar == "<" {
                if cursor.startsWith("<!--") {
                    flushText()
                    try skipComment(&cursor)
                } else if cursor.startsWith("<![CDATA[") {
                    guard !stack.isEmpty else { throw fail(cursor, "CDATA section outside the root element") }
                    flushText()
                    let location = cursor.location(file)
                    cursor.advance(by: 9)
                    var content = ""
                    while !cursor.startsWith("]]>") {
                        guard let c = cursor.current else { throw fail(cursor, "unterminated CDATA section (started at \(location.line):\(location.column)); expected ]]>") }
                        content.unicodeScalars.append(c)
                        cursor.advance()
                    }
                    cursor.advance(by: 3)
                    stack[stack.count - 1].children.append(.text(XMLText(text: content, location: location, isCDATA: true)))
                } else if cursor.startsWith("<?") {
                    flushText()
                    let location = cursor.location(file)
                    while !cursor.startsWith("?>") {
                        guard !cursor.atEnd else { throw ReadFailure(location: location, message: "unterminated processing instruction; expected ?>") }
                        cursor.advance()
                    }
                    cursor.advance(by: 2)
                } else if cursor.startsWith("<!") {
                    flushText()
                    guard stack.isEmpty, root == nil else { throw fail(cursor, "markup declaration inside an element") }
                    try skipDeclaration(&cursor)
                } else if cursor.peek() == "/" {
                    flushText()
                    let location = cursor.location(file)
                    cursor.advance(by: 2)
                    let name = readName(&cursor)
                    skipSpace(&cursor)
                    guard cursor.current == ">" else { throw fail(cursor, "expected > to close the end tag </\(name)>") }
                    cursor.advance()
                    guard let open = stack.popLast() else { throw ReadFailure(location: location, message: "end tag </\(name)> without a start tag") }
                    guard open.name == name else {
                        throw ReadFailure(location: location, message: "end tag </\(name)> does not match <\(open.name)> (opened at \(open.location.line):\(open.location.column))")
                    }
                    if stack.isEmpty { root = open } else { stack[stack.count - 1].children.append(.element(open)) }
                } else {
                    flushText()
                    guard root == nil else { throw fail(cursor, "content after the root element <\(root?.name ?? "")>") }
                    let (element, selfClosing) = try readStartTag(&cursor)
                    if selfClosing {
                        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(.element(element)) }
                    } else {
                        guard stack.count < maximumDepth else {
                            throw ReadFailure(location: element.location, message: "elements nested deeper than \(maximumDepth) levels")
                        }
                        stack.append(element)
                    }
                }
            } else if stack.isEmpty {
                guard isXMLSpace(scalar) else {
                    throw fail(cursor, root == nil ? "text before the root element; expected <" : "text after the root element </\(root?.name ?? "")>")
                }
                cursor.advance()
            } else {
                if pendingLocation == nil { pendingLocation = cursor.location(file) }
                if scalar == "&" {
                    pendingText.unicodeScalars.append(try readReference(&cursor))
                } else {
                    pendingText.unicodeScalars.append(scalar)
                    cursor.advance()
                }
            }
        }
        if let open = stack.last {
            throw fail(cursor, "unexpected end of file: <\(open.name)> (opened at \(open.location.line):\(open.location.column)) is not closed")
        }
        guard let root else { throw fail(cursor, "no root element; expected an XML document") }
        return root
    }

    private func skipComment(_ cursor: inout Cursor) throws(ReadFailure) {
        let location = cursor.location(file)
        cursor.advance(by: 4)
        while !cursor.startsWith("-->") {
            guard !cursor.atEnd else { throw ReadFailure(location: location, message: "unterminated comment; expected -->") }
            cursor.advance()
        }
        cursor.advance(by: 3)
    }

    /// `<!DOCTYPE ...>` with an optional internal subset in brackets.
    private func skipDeclaration(_ cursor: inout Cursor) throws(ReadFailure) {
        let location = cursor.location(file)
        var brackets = 0
        var quote: Unicode.Scalar?
        cursor.advance(by: 2)
        while let c = cursor.current {
            cursor.advance()
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "[" {
                brackets += 1
            } else if c == "]" {
                brackets = max(0, brackets - 1)
            } else if c == ">" && brackets == 0 {
                return
            }
        }
        throw ReadFailure(location: location, message: "unterminated markup declaration; expected >")
    }

    private func readStartTag(_ cursor: inout Cursor) throws(ReadFailure) -> (XMLElement, Bool) {
        let location = cursor.location(file)
        cursor.advance()
        let name = readName(&cursor)
        guard !name.isEmpty else { throw fail(cursor, "expected an element name after <") }
        var element = XMLElement(name: name, attributes: [], children: [], location: location)
        var seenAttributes: Set<String> = []
        while true {
            skipSpace(&cursor)
            guard let c = cursor.current else { throw fail(cursor, "unexpected end of file in the start tag <\(name)>") }
            if c == ">" {
                cursor.advance()
                return (element, false)
            }
            if c == "/" {
                cursor.advance()
                guard cursor.current == ">" else { throw fail(cursor, "expected > after / in <\(name)>") }
                cursor.advance()
                return (element, true)
            }
            let attributeLocation = cursor.location(file)
            let attributeName = readName(&cursor)
            guard !attributeName.isEmpty else { throw fail(cursor, "unexpected \"\(Character(c))\" in the start tag <\(name)>; expected an attribute, > or />") }
            skipSpace(&cursor)
            guard cursor.current == "=" else { throw fail(cursor, "expected = after the attribute name \(attributeName)") }
            cursor.advance()
            skipSpace(&cursor)
            guard let quote = cursor.current, quote == "\"" || quote == "'" else {
                throw fail(cursor, "expected a quoted value for the attribute \(attributeName)")
            }
            cursor.advance()
            let valueLocation = cursor.location(file)
            var value = ""
            while true {
                guard let v = cursor.current else { throw fail(cursor, "unexpected end of file in the value of the attribute \(attributeName)") }
                if v == quote { cursor.advance(); break }
                if v == "<" { throw fail(cursor, "< in the value of the attribute \(attributeName); expected &lt;") }
                if v == "&" {
                    value.unicodeScalars.append(try readReference(&cursor))
                } else {
                    value.unicodeScalars.append(v)
                    cursor.advance()
                }
            }
            guard seenAttributes.insert(attributeName).inserted else {
                throw ReadFailure(location: attributeLocation, message: "attribute \(attributeName) repeated in <\(name)>")
            }
            element.attributes.append(XMLAttribute(name: attributeName, value: value, location: attributeLocation, valueLocation: valueLocation))
        }
    }

    /// `&amp; &lt; &gt; &quot; &apos; &#NN; &#xNN;` at the cursor.
    private func readReference(_ cursor: inout Cursor) throws(ReadFailure) -> Unicode.Scalar {
        let start = cursor
        cursor.advance()
        var name = ""
        while let c = cursor.current, c != ";" {
            guard name.unicodeScalars.count < 12, !isXMLSpace(c), c != "&", c != "<" else {
                throw ReadFailure(location: start.location(file), message: "unterminated entity reference &\(name); expected ; (write & as &amp;)")
            }
            name.unicodeScalars.append(c)
            cursor.advance()
        }
        guard cursor.current == ";" else {
            throw ReadFailure(location: start.location(file), message: "unterminated entity reference &\(name); expected ;")
        }
        cursor.advance()
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        if name.hasPrefix("#") {
            var digits = Substring(name.dropFirst())
            var radix: UInt32 = 10
            if digits.hasPrefix("x") || digits.hasPrefix("X") {
                radix = 16
                digits = digits.dropFirst()
            }
            var value: UInt32 = 0
            var valid = !digits.isEmpty
            for c in digits.unicodeScalars {
                guard let d = hexValue(c), d < radix, value <= 0x10FFFF else { valid = false; break }
                value = value * radix + d
            }
            if valid, value != 0, let scalar = Unicode.Scalar(value) { return scalar }
            throw ReadFailure(location: start.location(file), message: "character reference &\(name); is not a Unicode scalar value")
        }
        throw ReadFailure(location: start.location(file), message: "unknown entity &\(name);; expected &amp; &lt; &gt; &quot; &apos; or &#NN;")
    }

    private func readName(_ cursor: inout Cursor) -> String {
        var name = ""
        while let c = cursor.current, !isXMLSpace(c), c != "/", c != ">", c != "=", c != "<", c != "\"", c != "'" {
            name.unicodeScalars.append(c)
            cursor.advance()
        }
        return name
    }

    private func skipSpace(_ cursor: inout Cursor) {
        while let c = cursor.current, isXMLSpace(c) { cursor.advance() }
    }
}

/// XML white space: space, tab, CR, LF.
func isXMLSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }
