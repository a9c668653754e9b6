extension CFFTable {
    /// The string id (SID) that the Standard Encoding gives character code `code`, or `nil`
    /// for an unencoded code (CFF specification, Appendix B). Used by seac-style `endchar`.
    static func standardEncoding(_ code: Int) -> Int? {
        if code >= 32 && code <= 126 { return code - 31 }  // space (SID 1) ... asciitilde (SID 95)
        switch code {
        case 161...175: return code - 65                    // exclamdown (96) ... fl (110)
        case 177...180: return code - 66                    // endash (111) ... periodcentered (114)
        case 182...189: return code - 67                    // paragraph (115) ... perthousand (122)
        case 191: return 123                                // questiondown
        case 193...200: return code - 69                    // grave (124) ... dieresis (131)
        case 202, 203: return code - 70                     // ring (132), cedilla (133)
        case 205...208: return code - 71                    // hungarumlaut (134) ... emdash (137)
        case 225: return 138                                // AE
        case 227: return 139                                // ordfeminine
        case 232...235: return code - 92                    // Lslash (140) ... ordmasculine (143)
        case 241: return 144                                // ae
        case 245: return 145                                // dotlessi
        case 248...251: return code - 102                   // lslash (146) ... germandbls (149)
        default: return nil
        }
    }
}
