// GENERATED FILE - DO NOT EDIT.
// Regenerate with: python3 Scripts/generate_script_tables.py [--ucd /usr/share/unicode]
// Source: Scripts-15.0.0.txt, ScriptExtensions-15.0.0.txt, BidiBrackets-15.0.0.txt
// (and PropertyValueAliases, UnicodeData for the U+2329/U+232A bracket equivalences).
// Unicode data (c) Unicode, Inc.; see Fixtures/unicode/LICENSE.txt.
// 164 scripts, 79 special codes (Script_Extensions or paired bracket),
// 255 extension list entries; block size 16 code points, 12890 stage-1
// entries (U+0000..U+323AF and U+E0000..U+E01EF; all else is Zzzz),
// 721 distinct blocks.

extension UnicodeScript {
    /// Common (`Zyyy`).
    public static let common = UnicodeScript(rawValue: 0x5A797979)
    /// Inherited (`Zinh`).
    public static let inherited = UnicodeScript(rawValue: 0x5A696E68)
    /// Unknown (`Zzzz`).
    public static let unknown = UnicodeScript(rawValue: 0x5A7A7A7A)
    /// Adlam (`Adlm`).
    public static let adlam = UnicodeScript(rawValue: 0x41646C6D)
    /// Caucasian Albanian (`Aghb`).
    public static let caucasianAlbanian = UnicodeScript(rawValue: 0x41676862)
    /// Ahom (`Ahom`).
    public static let ahom = UnicodeScript(rawValue: 0x41686F6D)
    /// Arabic (`Arab`).
    public static let arabic = UnicodeScript(rawValue: 0x41726162)
    /// Imperial Aramaic (`Armi`).
    public static let imperialAramaic = UnicodeScript(rawValue: 0x41726D69)
    /// Armenian (`Armn`).
    public static let armenian = UnicodeScript(rawValue: 0x41726D6E)
    /// Avestan (`Avst`).
    public static let avestan = UnicodeScript(rawValue: 0x41767374)
    /// Balinese (`Bali`).
    public static let balinese = UnicodeScript(rawValue: 0x42616C69)
    /// Bamum (`Bamu`).
    public static let bamum = UnicodeScript(rawValue: 0x42616D75)
    /// Bassa Vah (`Bass`).
    public static let bassaVah = UnicodeScript(rawValue: 0x42617373)
    /// Batak (`Batk`).
    public static let batak = UnicodeScript(rawValue: 0x4261746B)
    /// Bengali (`Beng`).
    public static let bengali = UnicodeScript(rawValue: 0x42656E67)
    /// Bhaiksuki (`Bhks`).
    public static let bhaiksuki = UnicodeScript(rawValue: 0x42686B73)
    /// Bopomofo (`Bopo`).
    public static let bopomofo = UnicodeScript(rawValue: 0x426F706F)
    /// Brahmi (`Brah`).
    public static let brahmi = UnicodeScript(rawValue: 0x42726168)
    /// Braille (`Brai`).
    public static let braille = UnicodeScript(rawValue: 0x42726169)
    /// Buginese (`Bugi`).
    public static let buginese = UnicodeScript(rawValue: 0x42756769)
    /// Buhid (`Buhd`).
    public static let buhid = UnicodeScript(rawValue: 0x42756864)
    /// Chakma (`Cakm`).
    public static let chakma = UnicodeScript(rawValue: 0x43616B6D)
    /// Canadian Aboriginal (`Cans`).
    public static let canadianAboriginal = UnicodeScript(rawValue: 0x43616E73)
    /// Carian (`Cari`).
    public static let carian = UnicodeScript(rawValue: 0x43617269)
    /// Cham (`Cham`).
    public static let cham = UnicodeScript(rawValue: 0x4368616D)
    /// Cherokee (`Cher`).
    public static let cherokee = UnicodeScript(rawValue: 0x43686572)
    /// Chorasmian (`Chrs`).
    public static let chorasmian = UnicodeScript(rawValue: 0x43687273)
    /// Coptic (`Copt`).
    public static let coptic = UnicodeScript(rawValue: 0x436F7074)
    /// Cypro Minoan (`Cpmn`).
    public static let cyproMinoan = UnicodeScript(rawValue: 0x43706D6E)
    /// Cypriot (`Cprt`).
    public static let cypriot = UnicodeScript(rawValue: 0x43707274)
    /// Cyrillic (`Cyrl`).
    public static let cyrillic = UnicodeScript(rawValue: 0x4379726C)
    /// Devanagari (`Deva`).
    public static let devanagari = UnicodeScript(rawValue: 0x44657661)
    /// Dives Akuru (`Diak`).
    public static let divesAkuru = UnicodeScript(rawValue: 0x4469616B)
    /// Dogra (`Dogr`).
    public static let dogra = UnicodeScript(rawValue: 0x446F6772)
    /// Deseret (`Dsrt`).
    public static let deseret = UnicodeScript(rawValue: 0x44737274)
    /// Duployan (`Dupl`).
    public static let duployan = UnicodeScript(rawValue: 0x4475706C)
    /// Egyptian Hieroglyphs (`Egyp`).
    public static let egyptianHieroglyphs = UnicodeScript(rawValue: 0x45677970)
    /// Elbasan (`Elba`).
    public static let elbasan = UnicodeScript(rawValue: 0x456C6261)
    /// Elymaic (`Elym`).
    public static let elymaic = UnicodeScript(rawValue: 0x456C796D)
    /// Ethiopic (`Ethi`).
    public static let ethiopic = UnicodeScript(rawValue: 0x45746869)
    /// Georgian (`Geor`).
    public static let georgian = UnicodeScript(rawValue: 0x47656F72)
    /// Glagolitic (`Glag`).
    public static let glagolitic = UnicodeScript(rawValue: 0x476C6167)
    /// Gunjala Gondi (`Gong`).
    public static let gunjalaGondi = UnicodeScript(rawValue: 0x476F6E67)
    /// Masaram Gondi (`Gonm`).
    public static let masaramGondi = UnicodeScript(rawValue: 0x476F6E6D)
    /// Gothic (`Goth`).
    public static let gothic = UnicodeScript(rawValue: 0x476F7468)
    /// Grantha (`Gran`).
    public static let grantha = UnicodeScript(rawValue: 0x4772616E)
    /// Greek (`Grek`).
    public static let greek = UnicodeScript(rawValue: 0x4772656B)
    /// Gujarati (`Gujr`).
    public static let gujarati = UnicodeScript(rawValue: 0x47756A72)
    /// Gurmukhi (`Guru`).
    public static let gurmukhi = UnicodeScript(rawValue: 0x47757275)
    /// Hangul (`Hang`).
    public static let hangul = UnicodeScript(rawValue: 0x48616E67)
    /// Han (`Hani`).
    public static let han = UnicodeScript(rawValue: 0x48616E69)
    /// Hanunoo (`Hano`).
    public static let hanunoo = UnicodeScript(rawValue: 0x48616E6F)
    /// Hatran (`Hatr`).
    public static let hatran = UnicodeScript(rawValue: 0x48617472)
    /// Hebrew (`Hebr`).
    public static let hebrew = UnicodeScript(rawValue: 0x48656272)
    /// Hiragana (`Hira`).
    public static let hiragana = UnicodeScript(rawValue: 0x48697261)
    /// Anatolian Hieroglyphs (`Hluw`).
    public static let anatolianHieroglyphs = UnicodeScript(rawValue: 0x486C7577)
    /// Pahawh Hmong (`Hmng`).
    public static let pahawhHmong = UnicodeScript(rawValue: 0x486D6E67)
    /// Nyiakeng Puachue Hmong (`Hmnp`).
    public static let nyiakengPuachueHmong = UnicodeScript(rawValue: 0x486D6E70)
    /// Old Hungarian (`Hung`).
    public static let oldHungarian = UnicodeScript(rawValue: 0x48756E67)
    /// Old Italic (`Ital`).
    public static let oldItalic = UnicodeScript(rawValue: 0x4974616C)
    /// Javanese (`Java`).
    public static let javanese = UnicodeScript(rawValue: 0x4A617661)
    /// Kayah Li (`Kali`).
    public static let kayahLi = UnicodeScript(rawValue: 0x4B616C69)
    /// Katakana (`Kana`).
    public static let katakana = UnicodeScript(rawValue: 0x4B616E61)
    /// Kawi (`Kawi`).
    public static let kawi = UnicodeScript(rawValue: 0x4B617769)
    /// Kharoshthi (`Khar`).
    public static let kharoshthi = UnicodeScript(rawValue: 0x4B686172)
    /// Khmer (`Khmr`).
    public static let khmer = UnicodeScript(rawValue: 0x4B686D72)
    /// Khojki (`Khoj`).
    public static let khojki = UnicodeScript(rawValue: 0x4B686F6A)
    /// Khitan Small Script (`Kits`).
    public static let khitanSmallScript = UnicodeScript(rawValue: 0x4B697473)
    /// Kannada (`Knda`).
    public static let kannada = UnicodeScript(rawValue: 0x4B6E6461)
    /// Kaithi (`Kthi`).
    public static let kaithi = UnicodeScript(rawValue: 0x4B746869)
    /// Tai Tham (`Lana`).
    public static let taiTham = UnicodeScript(rawValue: 0x4C616E61)
    /// Lao (`Laoo`).
    public static let lao = UnicodeScript(rawValue: 0x4C616F6F)
    /// Latin (`Latn`).
    public static let latin = UnicodeScript(rawValue: 0x4C61746E)
    /// Lepcha (`Lepc`).
    public static let lepcha = UnicodeScript(rawValue: 0x4C657063)
    /// Limbu (`Limb`).
    public static let limbu = UnicodeScript(rawValue: 0x4C696D62)
    /// Linear A (`Lina`).
    public static let linearA = UnicodeScript(rawValue: 0x4C696E61)
    /// Linear B (`Linb`).
    public static let linearB = UnicodeScript(rawValue: 0x4C696E62)
    /// Lisu (`Lisu`).
    public static let lisu = UnicodeScript(rawValue: 0x4C697375)
    /// Lycian (`Lyci`).
    public static let lycian = UnicodeScript(rawValue: 0x4C796369)
    /// Lydian (`Lydi`).
    public static let lydian = UnicodeScript(rawValue: 0x4C796469)
    /// Mahajani (`Mahj`).
    public static let mahajani = UnicodeScript(rawValue: 0x4D61686A)
    /// Makasar (`Maka`).
    public static let makasar = UnicodeScript(rawValue: 0x4D616B61)
    /// Mandaic (`Mand`).
    public static let mandaic = UnicodeScript(rawValue: 0x4D616E64)
    /// Manichaean (`Mani`).
    public static let manichaean = UnicodeScript(rawValue: 0x4D616E69)
    /// Marchen (`Marc`).
    public static let marchen = UnicodeScript(rawValue: 0x4D617263)
    /// Medefaidrin (`Medf`).
    public static let medefaidrin = UnicodeScript(rawValue: 0x4D656466)
    /// Mende Kikakui (`Mend`).
    public static let mendeKikakui = UnicodeScript(rawValue: 0x4D656E64)
    /// Meroitic Cursive (`Merc`).
    public static let meroiticCursive = UnicodeScript(rawValue: 0x4D657263)
    /// Meroitic Hieroglyphs (`Mero`).
    public static let meroiticHieroglyphs = UnicodeScript(rawValue: 0x4D65726F)
    /// Malayalam (`Mlym`).
    public static let malayalam = UnicodeScript(rawValue: 0x4D6C796D)
    /// Modi (`Modi`).
    public static let modi = UnicodeScript(rawValue: 0x4D6F6469)
    /// Mongolian (`Mong`).
    public static let mongolian = UnicodeScript(rawValue: 0x4D6F6E67)
    /// Mro (`Mroo`).
    public static let mro = UnicodeScript(rawValue: 0x4D726F6F)
    /// Meetei Mayek (`Mtei`).
    public static let meeteiMayek = UnicodeScript(rawValue: 0x4D746569)
    /// Multani (`Mult`).
    public static let multani = UnicodeScript(rawValue: 0x4D756C74)
    /// Myanmar (`Mymr`).
    public static let myanmar = UnicodeScript(rawValue: 0x4D796D72)
    /// Nag Mundari (`Nagm`).
    public static let nagMundari = UnicodeScript(rawValue: 0x4E61676D)
    /// Nandinagari (`Nand`).
    public static let nandinagari = UnicodeScript(rawValue: 0x4E616E64)
    /// Old North Arabian (`Narb`).
    public static let oldNorthArabian = UnicodeScript(rawValue: 0x4E617262)
    /// Nabataean (`Nbat`).
    public static let nabataean = UnicodeScript(rawValue: 0x4E626174)
    /// Newa (`Newa`).
    public static let newa = UnicodeScript(rawValue: 0x4E657761)
    /// Nko (`Nkoo`).
    public static let nko = UnicodeScript(rawValue: 0x4E6B6F6F)
    /// Nushu (`Nshu`).
    public static let nushu = UnicodeScript(rawValue: 0x4E736875)
    /// Ogham (`Ogam`).
    public static let ogham = UnicodeScript(rawValue: 0x4F67616D)
    /// Ol Chiki (`Olck`).
    public static let olChiki = UnicodeScript(rawValue: 0x4F6C636B)
    /// Old Turkic (`Orkh`).
    public static let oldTurkic = UnicodeScript(rawValue: 0x4F726B68)
    /// Oriya (`Orya`).
    public static let oriya = UnicodeScript(rawValue: 0x4F727961)
    /// Osage (`Osge`).
    public static let osage = UnicodeScript(rawValue: 0x4F736765)
    /// Osmanya (`Osma`).
    public static let osmanya = UnicodeScript(rawValue: 0x4F736D61)
    /// Old Uyghur (`Ougr`).
    public static let oldUyghur = UnicodeScript(rawValue: 0x4F756772)
    /// Palmyrene (`Palm`).
    public static let palmyrene = UnicodeScript(rawValue: 0x50616C6D)
    /// Pau Cin Hau (`Pauc`).
    public static let pauCinHau = UnicodeScript(rawValue: 0x50617563)
    /// Old Permic (`Perm`).
    public static let oldPermic = UnicodeScript(rawValue: 0x5065726D)
    /// Phags Pa (`Phag`).
    public static let phagsPa = UnicodeScript(rawValue: 0x50686167)
    /// Inscriptional Pahlavi (`Phli`).
    public static let inscriptionalPahlavi = UnicodeScript(rawValue: 0x50686C69)
    /// Psalter Pahlavi (`Phlp`).
    public static let psalterPahlavi = UnicodeScript(rawValue: 0x50686C70)
    /// Phoenician (`Phnx`).
    public static let phoenician = UnicodeScript(rawValue: 0x50686E78)
    /// Miao (`Plrd`).
    public static let miao = UnicodeScript(rawValue: 0x506C7264)
    /// Inscriptional Parthian (`Prti`).
    public static let inscriptionalParthian = UnicodeScript(rawValue: 0x50727469)
    /// Rejang (`Rjng`).
    public static let rejang = UnicodeScript(rawValue: 0x526A6E67)
    /// Hanifi Rohingya (`Rohg`).
    public static let hanifiRohingya = UnicodeScript(rawValue: 0x526F6867)
    /// Runic (`Runr`).
    public static let runic = UnicodeScript(rawValue: 0x52756E72)
    /// Samaritan (`Samr`).
    public static let samaritan = UnicodeScript(rawValue: 0x53616D72)
    /// Old South Arabian (`Sarb`).
    public static let oldSouthArabian = UnicodeScript(rawValue: 0x53617262)
    /// Saurashtra (`Saur`).
    public static let saurashtra = UnicodeScript(rawValue: 0x53617572)
    /// SignWriting (`Sgnw`).
    public static let signWriting = UnicodeScript(rawValue: 0x53676E77)
    /// Shavian (`Shaw`).
    public static let shavian = UnicodeScript(rawValue: 0x53686177)
    /// Sharada (`Shrd`).
    public static let sharada = UnicodeScript(rawValue: 0x53687264)
    /// Siddham (`Sidd`).
    public static let siddham = UnicodeScript(rawValue: 0x53696464)
    /// Khudawadi (`Sind`).
    public static let khudawadi = UnicodeScript(rawValue: 0x53696E64)
    /// Sinhala (`Sinh`).
    public static let sinhala = UnicodeScript(rawValue: 0x53696E68)
    /// Sogdian (`Sogd`).
    public static let sogdian = UnicodeScript(rawValue: 0x536F6764)
    /// Old Sogdian (`Sogo`).
    public static let oldSogdian = UnicodeScript(rawValue: 0x536F676F)
    /// Sora Sompeng (`Sora`).
    public static let soraSompeng = UnicodeScript(rawValue: 0x536F7261)
    /// Soyombo (`Soyo`).
    public static let soyombo = UnicodeScript(rawValue: 0x536F796F)
    /// Sundanese (`Sund`).
    public static let sundanese = UnicodeScript(rawValue: 0x53756E64)
    /// Syloti Nagri (`Sylo`).
    public static let sylotiNagri = UnicodeScript(rawValue: 0x53796C6F)
    /// Syriac (`Syrc`).
    public static let syriac = UnicodeScript(rawValue: 0x53797263)
    /// Tagbanwa (`Tagb`).
    public static let tagbanwa = UnicodeScript(rawValue: 0x54616762)
    /// Takri (`Takr`).
    public static let takri = UnicodeScript(rawValue: 0x54616B72)
    /// Tai Le (`Tale`).
    public static let taiLe = UnicodeScript(rawValue: 0x54616C65)
    /// New Tai Lue (`Talu`).
    public static let newTaiLue = UnicodeScript(rawValue: 0x54616C75)
    /// Tamil (`Taml`).
    public static let tamil = UnicodeScript(rawValue: 0x54616D6C)
    /// Tangut (`Tang`).
    public static let tangut = UnicodeScript(rawValue: 0x54616E67)
    /// Tai Viet (`Tavt`).
    public static let taiViet = UnicodeScript(rawValue: 0x54617674)
    /// Telugu (`Telu`).
    public static let telugu = UnicodeScript(rawValue: 0x54656C75)
    /// Tifinagh (`Tfng`).
    public static let tifinagh = UnicodeScript(rawValue: 0x54666E67)
    /// Tagalog (`Tglg`).
    public static let tagalog = UnicodeScript(rawValue: 0x54676C67)
    /// Thaana (`Thaa`).
    public static let thaana = UnicodeScript(rawValue: 0x54686161)
    /// Thai (`Thai`).
    public static let thai = UnicodeScript(rawValue: 0x54686169)
    /// Tibetan (`Tibt`).
    public static let tibetan = UnicodeScript(rawValue: 0x54696274)
    /// Tirhuta (`Tirh`).
    public static let tirhuta = UnicodeScript(rawValue: 0x54697268)
    /// Tangsa (`Tnsa`).
    public static let tangsa = UnicodeScript(rawValue: 0x546E7361)
    /// Toto (`Toto`).
    public static let toto = UnicodeScript(rawValue: 0x546F746F)
    /// Ugaritic (`Ugar`).
    public static let ugaritic = UnicodeScript(rawValue: 0x55676172)
    /// Vai (`Vaii`).
    public static let vai = UnicodeScript(rawValue: 0x56616969)
    /// Vithkuqi (`Vith`).
    public static let vithkuqi = UnicodeScript(rawValue: 0x56697468)
    /// Warang Citi (`Wara`).
    public static let warangCiti = UnicodeScript(rawValue: 0x57617261)
    /// Wancho (`Wcho`).
    public static let wancho = UnicodeScript(rawValue: 0x5763686F)
    /// Old Persian (`Xpeo`).
    public static let oldPersian = UnicodeScript(rawValue: 0x5870656F)
    /// Cuneiform (`Xsux`).
    public static let cuneiform = UnicodeScript(rawValue: 0x58737578)
    /// Yezidi (`Yezi`).
    public static let yezidi = UnicodeScript(rawValue: 0x59657A69)
    /// Yi (`Yiii`).
    public static let yi = UnicodeScript(rawValue: 0x59696969)
    /// Zanabazar Square (`Zanb`).
    public static let zanabazarSquare = UnicodeScript(rawValue: 0x5A616E62)
}

/// Two-stage lookup from a code point to its script table code, and the tables behind it.
///
/// A code below ``scriptCount`` is a script index (an entry of ``scripts``) whose
/// Script_Extensions is the script itself; a code `scriptCount + n` is the n-th entry of
/// ``specials``.
enum ScriptTables {
    /// Unicode version of the data.
    static let unicodeVersion = "15.0.0"

    /// Number of script indices (entries of ``scripts``).
    static let scriptCount = 164

    /// Index of Common (`Zyyy`), Inherited (`Zinh`) and Unknown (`Zzzz`).
    static let commonIndex = 0, inheritedIndex = 1, unknownIndex = 2

    /// log2 of the number of code points per stage-2 block.
    static let blockShift: UInt32 = 4

    /// Code points from here to U+DFFFF are Unknown.
    static let lowLimit: UInt32 = 0x323B0

    /// Code points from here on are Unknown.
    static let highLimit: UInt32 = 0xE01F0

    /// Number of stage-1 entries covering U+0000..<lowLimit.
    static let lowEntries = 12859

    /// The table code for a code point (values above U+10FFFF are Unknown).
    @inline(__always)
    static func code(for value: UInt32) -> Int {
        let entry: Int
        if value < lowLimit {
            entry = Int(value >> blockShift)
        } else if value >= 0xE0000 && value < highLimit {
            entry = lowEntries &+ Int((value &- 0xE0000) >> blockShift)
        } else {
            return unknownIndex
        }
        let first = stage1.utf8Start
        let block = Int(first[entry &* 2] &- 0x30) << 6 | Int(first[entry &* 2 &+ 1] &- 0x30)
        let index = (block << Int(blockShift) | Int(value & ((1 << blockShift) &- 1))) &* 2
        let second = stage2.utf8Start
        return Int(second[index] &- 0x30) << 6 | Int(second[index &+ 1] &- 0x30)
    }

    /// The ISO 15924 code of a script index.
    @inline(__always)
    static func script(at index: Int) -> UnicodeScript {
        let bytes = scripts.utf8Start + index &* 4
        return UnicodeScript(rawValue: UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8 | UInt32(bytes[3]))
    }

    /// The script index of a special code's entry (`code - scriptCount`).
    @inline(__always)
    static func specialScript(_ special: Int) -> Int {
        let p = specials.utf8Start + special &* 6
        return Int(p[0] &- 0x30) << 6 | Int(p[1] &- 0x30)
    }

    /// The offset into ``extensionScripts`` and count of a special entry's Script_Extensions
    /// (count 0: the extensions are the script itself).
    @inline(__always)
    static func specialExtensions(_ special: Int) -> (offset: Int, count: Int) {
        let p = specials.utf8Start + special &* 6
        return (Int(p[2] &- 0x30) << 6 | Int(p[3] &- 0x30), Int(p[4] &- 0x30))
    }

    /// 0: no paired bracket, 1: opening bracket, 2: closing bracket (Bidi_Paired_Bracket_Type).
    @inline(__always)
    static func specialBracket(_ special: Int) -> UInt8 {
        specials.utf8Start[special &* 6 &+ 5] &- 0x30
    }

    /// The script index at a position of ``extensionScripts``.
    @inline(__always)
    static func extensionScript(at position: Int) -> Int {
        let p = extensionScripts.utf8Start + position &* 2
        return Int(p[0] &- 0x30) << 6 | Int(p[1] &- 0x30)
    }

    /// The opening bracket a closing bracket pairs with (Bidi_Paired_Bracket), in the canonical
    /// form ``canonicalOpening(_:)`` gives; 0 for other code points.
    static func opening(pairedWith closing: UInt32) -> UInt32 {
        switch closing {
        case 0x0029: return 0x0028
        case 0x005D: return 0x005B
        case 0x007D: return 0x007B
        case 0x0F3B: return 0x0F3A
        case 0x0F3D: return 0x0F3C
        case 0x169C: return 0x169B
        case 0x2046: return 0x2045
        case 0x207E: return 0x207D
        case 0x208E: return 0x208D
        case 0x2309: return 0x2308
        case 0x230B: return 0x230A
        case 0x232A: return 0x3008
        case 0x2769: return 0x2768
        case 0x276B: return 0x276A
        case 0x276D: return 0x276C
        case 0x276F: return 0x276E
        case 0x2771: return 0x2770
        case 0x2773: return 0x2772
        case 0x2775: return 0x2774
        case 0x27C6: return 0x27C5
        case 0x27E7: return 0x27E6
        case 0x27E9: return 0x27E8
        case 0x27EB: return 0x27EA
        case 0x27ED: return 0x27EC
        case 0x27EF: return 0x27EE
        case 0x2984: return 0x2983
        case 0x2986: return 0x2985
        case 0x2988: return 0x2987
        case 0x298A: return 0x2989
        case 0x298C: return 0x298B
        case 0x298E: return 0x298F
        case 0x2990: return 0x298D
        case 0x2992: return 0x2991
        case 0x2994: return 0x2993
        case 0x2996: return 0x2995
        case 0x2998: return 0x2997
        case 0x29D9: return 0x29D8
        case 0x29DB: return 0x29DA
        case 0x29FD: return 0x29FC
        case 0x2E23: return 0x2E22
        case 0x2E25: return 0x2E24
        case 0x2E27: return 0x2E26
        case 0x2E29: return 0x2E28
        case 0x2E56: return 0x2E55
        case 0x2E58: return 0x2E57
        case 0x2E5A: return 0x2E59
        case 0x2E5C: return 0x2E5B
        case 0x3009: return 0x3008
        case 0x300B: return 0x300A
        case 0x300D: return 0x300C
        case 0x300F: return 0x300E
        case 0x3011: return 0x3010
        case 0x3015: return 0x3014
        case 0x3017: return 0x3016
        case 0x3019: return 0x3018
        case 0x301B: return 0x301A
        case 0xFE5A: return 0xFE59
        case 0xFE5C: return 0xFE5B
        case 0xFE5E: return 0xFE5D
        case 0xFF09: return 0xFF08
        case 0xFF3D: return 0xFF3B
        case 0xFF5D: return 0xFF5B
        case 0xFF60: return 0xFF5F
        case 0xFF63: return 0xFF62
        default: return 0
        }
    }

    /// An opening bracket's canonical equivalent where it has one (U+2329 is U+3008), else itself.
    static func canonicalOpening(_ opening: UInt32) -> UInt32 {
        switch opening {
        case 0x2329: return 0x3008
        default: return opening
        }
    }

    /// The ISO 15924 codes of the script indices, four characters each.
    static var scripts: StaticString {
        """
        ZyyyZinhZzzzAdlmAghbAhomArabArmiArmnAvstBaliBamuBassBatkBengBhksBopoBrahBraiBugiBuhdCakmCansCariChamCherChrsCoptCpmnCprt\
        CyrlDevaDiakDogrDsrtDuplEgypElbaElymEthiGeorGlagGongGonmGothGranGrekGujrGuruHangHaniHanoHatrHebrHiraHluwHmngHmnpHungItal\
        JavaKaliKanaKawiKharKhmrKhojKitsKndaKthiLanaLaooLatnLepcLimbLinaLinbLisuLyciLydiMahjMakaMandManiMarcMedfMendMercMeroMlym\
        ModiMongMrooMteiMultMymrNagmNandNarbNbatNewaNkooNshuOgamOlckOrkhOryaOsgeOsmaOugrPalmPaucPermPhagPhliPhlpPhnxPlrdPrtiRjng\
        RohgRunrSamrSarbSaurSgnwShawShrdSiddSindSinhSogdSogoSoraSoyoSundSyloSyrcTagbTakrTaleTaluTamlTangTavtTeluTfngTglgThaaThai\
        TibtTirhTnsaTotoUgarVaiiVithWaraWchoXpeoXsuxYeziYiiiZanb
        """
    }

    /// Special entries, six characters each: script index (2), extension list offset (2) and
    /// count (1), bracket type (1: `0` none, `1` opening, `2` closing).
    static var specials: StaticString {
        """
        0000010000020100100101100N02200N0420010620000860060>30000A70000H90010Q20060S30060V20010X=0010e<00011D0001EE00O1Z400>1^30\
        0`1a200_1c202>1e20141g202F00012F00021O1i30001l201W00011W0002001n40002220012440012810002920012;20012=20012?60002;20002E20\
        002810002G80012O30002R10012920002S10012T20012V10002W20012Y30000420002\\60002b50002g10002\\61002\\62012h20002j20002l30012j20\
        002o200031>0003?=0003L;00O2;200O3W20003Y30003\\20003^20063`20003b30003e20003g30013j20003j201C3l200]1e20011e20003n10
        """
    }

    /// The Script_Extensions lists (script indices, two characters each, sorted by ISO code).
    static var extensionScripts: StaticString {
        """
        0^180N1`0N0Y0N18061U1h292D2Q06292D03061U1h292D2Q03061B1C1]1c1h23290629062D2Q061h0>0O0]0_0`14181I1Z1o2>2A2G0>0O0]0_0`1418\
        1I1Z2>2A2G0>0O0Q0Z0[0]0_0`141@1I1Q1Z2122282;2>2A2G0>0O0Q0Z0[0]0_0`141:1@1I1Q1Z2122282;2>2A2G0O0Q151@0>0E280`1N0_120]2>14\
        1Q0E1O2<0X180D0c2:2C1K1a0>0O0]140O0O0]0>0O0O1o0O141I1Z2>2A0O1Q0>0O0]141Q1Z2A2G0O0]140>1Q0N2929181K0O0]180@0a0b0f0n2R0@0a\
        0b0f0n0b0@0b0f0n0b0f0n0b180O0Q0_0`1214151@1I1J1Q212;2G0O0Q0_0`1214151@1J1Q212;2G0O0Q0_0`12151@1J212;2G0O2>0m181O0C0l061U\
        062D0L0M1<0M1<0M1;1<060K1C1]0S
        """
    }

    /// Stage 1: two characters per block of code points (the block's number in stage 2).
    static var stage1: StaticString {
        """
        000001000203020300000404050605060505050505050505050505050505050505050505050505050505050700000800090909090:090;0<0=0>0?0>\
        0>0>0@0>0A0A0A0A0A0A0A0A0B0A0A0A0A0A0A0A0A0A0A0C0D0E0D0D0F0G0H0H0I0H0J0K0L0M0N0N0O0P0Q0R0N0N0N0N0N0S0N0N0T0U0U0U0V0N0N0N\
        0W0W0W0X0Y0Y0Y0Z0[0[0\\0]0^0_0`0N0a0b0N0N0N0N0c0N0d0d0d0d0d0e0f0d0g0h0i0j0k0l0m0n0o101112131415161718191:1;1<1=1>1?1@1A1B\
        1C1D1E1F1G1H1I1J1K1L1M1N1O1P1Q1R1S1T1U1V1W1X1Y1Z1[1\\1]1^1_1`1a1a1b1c1d1a1e1f1g1h1i1j1k1l1m1n1n1o1n2021212223242526272121\
        282828292:282;2<282:282=2=2>21212?2?2?2?2@2?2?2?2?2?2A2A2B2A2A2C2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2E2E2E2E2F2G2E2E2F2E2E2H\
        2I2J2E2E2E2I2E2E2E2K2E2L2E2M2N2N2N2N2N2O2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P\
        2Q2R2S2S2S2S2T2U2V2W2X2Y2Z2[2\\2]2^2^2^2^2^2_2`2`2a2b2c2c2c2c2c2d2c2c2e2P2P2P2P2f2g2h2i2i2j2k2l2m2n2n2o2n30312^2^32333434\
        3435343637373809392121213:3:3:3:3;3:3:3<3=3=3=3=3>3>3>3?3@3@3@3A3B3C3C3C3D2A2A3E3F3G3H3I05053J05053K3L3M0505053N3O09093P\
        050505050505050505050505050505050>3Q0>0>3Q3R0>3S0>0>0>3T3T3U0>3V3W003X003Y003Z3[3\\3]00003^09093_00003`3a3b0005053c000000\
        00000000000000000000000000000000000000003d003e0000000000000000000000000000003f213g21000000000000000000000000000000000000\
        0000000000000000000000000000000000000000000000000000000000003h3i000000003Y003j003k3k3k3k3k3k3k3k3k3k3k3k3k3k3k3k00000000\
        000000003l3m0000003d003n00000000000000000000000000000000000000000000003o004000000000000041414141414105054242424242424243\
        2A2A2B44444445462E47484848480A0A000049004:4;21214<4=4<4<4<4<4<4>4<4<4<4<4<4<4<4<4<4<4<4<4<4?214@4A4B4C4D4E4F4F4F4F4G4H4I\
        4I4I4I4J4K4L4L4M2D2D2D2D4N4O4L4L4O4O4P4I2D4N4O4O4Q002D4R4O4O4O4S4T4I4I4U4I4I4I4I4I4V4O4W0000000000004O4X4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<000000004<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y\
        4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Y4Z4Y4Y4Y4[4\\4\\4\\\
        4]4]4]4]4]4]4]4]4]4]4]4]4]4]4]4]4]4]4^210A0A4_0A0A0A4`4`4`4`4`4a4b004c05050505054d0505054e4f214g4h4h4i4j4k4k4k4l4m4m4m4m\
        4n4o0d505151525353542D555656565657582?595:5:5:5;5<5=2?2?5>5>5>5>5?5@5A5B5C5D4805055E5F2N2N2N2N2N5A5A5G5H2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D\
        2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D5I2D5J2D2D5K212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        2121212121212121212121212121212121212121212121214<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<5L4<4<4<4<4<4<5M21215N5O0H5P\
        5Q0N0N0N0N0N0N0N5R5S0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N5T0N0N0N0N0N5U0N0N5V21215W095X5Y005Z5[5\\5]0N0N0N0N0N0N0N5^\
        5_000203025`5a4H4I5b2D4N5c5d5e5f5g5h5i5j5k5k21215h5h5h5h5h5h5h5l5m5n5n5o0>0>0>0>6061622121000063212121212121212164656666\
        666768696:6:6;6<6=6>6>6?6@6A6B6B6C6D21216E6E6E6E6E6F6F6F6G6H6I6J6J6K6J6L6M6M6N6O6O6O6P6Q6Q6R6S6T212121216U6U6U6U6U6U6U6U\
        6U6U6U6U6U6U6U6U6U6U6U6V6U6W6X216Y05056Z212121216[6\\6\\6]6^6_6`6`6a6b6c2121216d6e6f6g6h6i212121216j6j6k6l6k6m6k6k6n6o7071\
        727273737474212175757677787878797:7;7<7=7>7?7@21212121217A7A7A7A7B2121217C7C7C7D7C7C7C7E7F7F7G7H212121212121212121212121\
        2121212121210N0a7I7I7J7K2121217L7M7M7N7O7O7P217Q7R21217S7T217U7V7W7W7W7W7X7Y7W7Z7[7[7[7[7\\7]7^7_7`7`7`7a7b7c7c7d7e7e7e7e\
        7e7e7f7g7h7i7h7h7j2121217k7l7m7n7n7n7o808182838485868788212121212121212189898989898:8;218<8<8<8<8=8>21212121212121212121\
        8?8?8?8@8?8A21218B8B8B8B8C8D8E218F8F8F8G8G2121218H8I8J8H8K21212121212121212121218L8L8L8M2121212121218N8N8N8N8N8O8P8Q8R8S\
        8T8U212121218V8W8W8V8X218Y8Y8Y8Y8Z8[8[8[8[8[8\\2P8]8]8]8^8_2121212121212121212121212121218`8a8a8b8c8a8d8e8e8f8g8h21212121\
        8i8j8j8k8l8m8n8o9091922121212121212121212121212121212121212193949596959795982121212121999:9;9:9<9=9=9=9=9=9=9=9=9=9=9=9=\
        9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9=9>2121212121219=9=9=9=9=9=9?9@\
        9=9=9=9=9=9=9=9=9=9=9=9=9A2121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        2121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121219B9B9B\
        9B9B9B9C9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D\
        9D9D9D9D9D9D9D9D9D9D9D9D9D9E21212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        2121212121212121212121212121212121212121212121219F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F9F\
        9G2121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`4`9H9I9J9K9L9L9L9L9M9N9O9P9Q9R9R9R9R9S9T9U9V9R212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121219W9W9W9W9W9X2121212121219Y9Y9Y9Y9Z9Y9Y9Y\
        9[9Y212121219\\9]9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^\
        9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^\
        9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^\
        9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^\
        9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^\
        9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^\
        9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9_9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^\
        9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9^9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9`9a21219b21212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        21212121212121212121219c9d4F4F4F4F4F4F4F4F4F4F4F4F4F4F4F4F4F9e9f219g9h9i9i9i9i9i9i9i9i9i9i9i9i9i9i9i9i9i9i9i9i9i9i9i9i9j\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        2121212121212121212121212121212121212121212121219k9k9k9k9k9k9l9m9n9o:021212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121210909:109:200000000000000:3212121000000000000000000000000000000:4\
        0000:5000000:6:7:800:90000003g210>0>0>0>::2121212121212100:300:300000000003f4O:;212121212121212100000000003Z000000:<:=:>\
        :?000000:@:A00:B:C:D0000000000000000000000000000000000000000:E0000000000000000000000000000000000:F000000:G:G:G:G:G:G:G:G\
        :G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:G:H:I:J21212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212105:K:L21212121212121212121212121\
        :M:N:O0A0A0A:P21:Q21212121212121:R:R:S:T:U2121212121212121212121212121212121212121:V:W21:X:X:X:Y212121212121212121212121\
        2121212121212121212121212121212121:Z:Z:[21212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121:\\:]:^:^:^:^:^:^:^:^:^:^:^:^:_:`2121:a:a:a:a:b:c212121212121212121212121212121212121212121212121212121212121\
        21212121212121212121212121212121212121:d000000:e21212121:d0000:f212121212121212121212121:g0N:h:i:j:k:l:m:n:o;0:o212121;1\
        2121212121212121212121212121212100004@000000000000:3;2:d:d:d00:400000000000000000000:f212121;300;400004@;5;6:42121212121\
        212121210000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000\
        0000000000;7616100000000000000;800000000005X4@3^4@000000;95X0000;900:f;:212121210000000000000000000000000000000000000000\
        00:3:f61;50000;;;<4@;5;5000000000000000000;=00003g21215X2121212121212121212121212121212121212121212121212121212121212121\
        21212121212121212121212121212121212121212121212121212121212121214<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<21214<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<5M4<4<4<4<4<4<4<4<4<4<4<4<4<5L4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<9]4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<;>212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        212121212121212121212121212121212121212121212121212121212121212121212121212121214<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<5L21212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121\
        2121212121212121212121212121212121212121212121212121212121212121212121212121212121212121212121214<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<;?4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<\
        4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<4<;@210000000000002121212121212121090909090909090909090909090909
        """
    }

    /// Stage 2: two characters per code point in each distinct block (the table code).
    static var stage2: StaticString {
        """
        0000000000000000000000000000000000000000000000002T2U0000000000000018181818181818181818181818181818181818181818181818182T\
        002U00000000000000000000000018000000000018181818181818181818181818181818181818181818180018181818181818181818181818181818\
        1800000000000000181818181800000000000@0@000000000101010101010101010101010101010101012V01012V010101010101010101010101012W\
        2W2W2W2W2W2W2W2W2W2W2W2W0^0^0^0^000^0^0^02020^0^0^0^000^020202020^000^000^0^0^020^020^0^0^0^0^0^0^0^0^0^0^0^0^0^0^0^0^0^\
        0^0^020^0^0^0^0^0^0^0^0^0^0^0^0^0^0^0K0K0K0K0K0K0K0K0K0K0K0K0K0K0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N0N2X2Y2Z2Z2Y0N0N0N0N\
        0N0N0N0N0208080808080808080808080808080808080808080808080808080808080808080808080808080202080808080808080808080808080808\
        0808080202080808020e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e02020202020202020e0e0e0e\
        0e0e0e0e0e0e0e020202020e0e0e0e0e0e02020202020202020202020606060606000606060606062[06060606060606060606060606062[2\\06062]\
        060606060606060606060606060606062^060606060606060606062_2_2_2_2_2_2_2_2_2_2_060606060606060606062`2`2`2`2`2`2`2`2`2`0606\
        060606062_060606060606060606060606060606060606062a0606060606060606000606292929292929292929292929292902292929292929292929\
        2929292929292929292929292929292929292902022929292D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D2D02020202020202020202020202021U1U1U1U\
        1U1U1U1U1U1U1U1U1U1U1U1U1U1U1U1U1U1U1U1U1U1U1U02021U1U1U1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j0202\
        1j1j1j1j1j1j1j1j1j1j1j1j1j1j1j021B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B02021B02292929292929292929292902\
        020202020606060606060606060606060606060206060202020202020606060606060606060600060606060606060606060606060O0O0O0O0O0O0O0O\
        0O0O0O0O0O0O0O0O0O2b2c01010O0O0O0O0O0O0O0O0O0O0O0O0O0O0O2d2e2f2f2f2f2f2f2f2f2f2f0>0>0>0>020>0>0>0>0>0>0>0>02020>0>02020>\
        0>0>0>0>0>0>0>0>0>0>0>0>0>0>0>0>0>0>0>0>0>020>0>0>0>0>0>0>020>0202020>0>0>0>02020>0>0>0>0>0>0>0>0>02020>0>02020>0>0>0>02\
        020202020202020>020202020>0>020>0>0>0>0>02022g2g2g2g2g2g2g2g2g2g0>0>0>0>0>0>0>0>0>0>0>0>0>0>0>02020`0`0`020`0`0`0`0`0`02\
        0202020`0`02020`0`0`0`0`0`0`0`0`0`0`0`0`0`0`0`0`0`0`0`0`0`020`0`0`0`0`0`0`020`0`020`0`020`0`02020`020`0`0`0`0`020202020`\
        0`02020`0`0`0202020`020202020202020`0`0`0`020`020202020202022h2h2h2h2h2h2h2h2h2h0`0`0`0`0`0`0`020202020202020202020_0_0_\
        020_0_0_0_0_0_0_0_0_020_0_0_020_0_0_0_0_0_0_0_0_0_0_0_0_0_0_0_0_0_0_0_0_0_020_0_0_0_0_0_0_020_0_020_0_0_0_0_02020_0_0_0_\
        0_0_0_0_0_0_020_0_0_020_0_0_02020_0202020202020202020202020202020_0_0_0_02022i2i2i2i2i2i2i2i2i2i0_0_020202020202020_0_0_\
        0_0_0_0_021Z1Z1Z021Z1Z1Z1Z1Z1Z1Z1Z02021Z1Z02021Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z021Z1Z1Z1Z1Z1Z1Z021Z1Z021Z1Z1Z\
        1Z1Z02021Z1Z1Z1Z1Z1Z1Z1Z1Z02021Z1Z02021Z1Z1Z020202020202021Z1Z1Z020202021Z1Z021Z1Z1Z1Z1Z02021Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z\
        1Z1Z1Z1Z020202020202020202022>2>022>2>2>2>2>2>0202022>2>2>022>2>2>2>0202022>2>022>022>2>0202022>2>0202022>2>2>0202022>2>\
        2>2>2>2>2>2>2>2>2>2>020202022>2>2>2>2>0202022>2>2>022>2>2>2>02022>0202020202022>02020202020202020202020202022j2j2j2j2j2j\
        2j2j2j2j2j2j2j2j2>2>2>2>2>2>2>02020202022A2A2A2A2A2A2A2A2A2A2A2A2A022A2A2A022A2A2A2A2A2A2A2A2A2A2A2A2A2A2A2A2A2A2A2A2A2A\
        2A022A2A2A2A2A2A2A2A2A2A2A2A2A2A2A2A02022A2A2A2A2A2A2A2A2A022A2A2A022A2A2A2A020202020202022A2A022A2A2A02022A02022A2A2A2A\
        02022A2A2A2A2A2A2A2A2A2A020202020202022A2A2A2A2A2A2A2A2A1414141414141414141414141402141414021414141414141414141414141414\
        141414141414141414021414141414141414141402141414141402021414141414141414140214141402141414140202020202020214140202020202\
        021414021414141402022k2k2k2k2k2k2k2k2k2k021414140202020202020202020202021I1I1I1I1I1I1I1I1I1I1I1I1I021I1I1I021I1I1I1I1I1I\
        1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I021I1I1I021I1I1I1I1I1I020202021I1I1I1I1I1I1I1I1I1I1I1I1I1I1I1I\
        02021I1I1I1I1I1I1I1I1I1I022222220222222222222222222222222222222222222202020222222222222222222222222222222222222222222222\
        222202222222222222222222022202022222222222222202020222020202022222222222220222022222222222222222020202020202222222222222\
        2222222202022222220202020202020202020202022E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E2E\
        2E2E2E02020202002E2E2E2E2E2E2E2E2E2E2E2E02020202020202020202020202020202020202020217170217021717171717021717171717171717\
        171717171717171717171717171717170217021717171717171717171717171717171717171717171717020217171717170217021717171717171702\
        171717171717171717170202171717172F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2l2m2l2m2F2F2F2F2F2F2F2F2F2F022F2F2F\
        2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F020202022F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F2F022F2F2F2F2F2F2F000000\
        002F2F02020202021O1O1O1O1O1O1O1O1O1O1O1O1O1O1O1O2n2n2n2n2n2n2n2n2n2n1O1O1O1O1O1O0X0X0X0X0X0X0X0X0X0X0X0X0X0X0X0X0X0X0X0X\
        0X0X020X02020202020X02020X0X0X0X0X0X0X0X0X0X0X2o0X0X0X0X0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0W0W0W0W0W0W0W0W0W0W0W0W0W0W0W0W\
        0W0W0W0W0W0W0W0W0W020W0W0W0W02020W0W0W0W0W0W0W020W020W0W0W0W02020W020W0W0W0W02020W0W0W0W0W0W0W020W020W0W0W0W02020W0W0W0W\
        0W0W0W0W0W0W0W0W0W0W0W020W0W0W0W0W0W0W0W0W0W0W0W0W0W0W0W0W0W0W02020W0W0W0W0W0W0W0W0W0W0W0W0W0W0W0W0202020W0W0W0W0W0W0W0W\
        0W0W0202020202020I0I0I0I0I0I0I0I0I0I0I0I0I0I0I0I0I0I0I0I0I0I02020I0I0I0I0I0I02020F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F1W1W1W1W\
        1W1W1W1W1W1W1W1W1W1W1W1W1W1W1W1W1W1W1W1W1W1W1W30310202021i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i1i0000001i1i\
        1i1i1i1i1i1i1i1i1i020202020202022C2C2C2C2C2C2C2C2C2C2C2C2C2C2C2C2C2C2C2C2C2C0202020202020202022C0c0c0c0c0c0c0c0c0c0c0c0c\
        0c0c0c0c0c0c0c0c0c32320202020202020202020D0D0D0D0D0D0D0D0D0D0D0D0D0D0D0D0D0D0D0D0202020202020202020202022:2:2:2:2:2:2:2:\
        2:2:2:2:2:022:2:2:022:2:020202020202020202020202111111111111111111111111111111111111111111111111111111111111020211111111\
        1111111111110202020202021K1K33331K331K1K1K1K1K1K1K1K1K1K1K1K1K1K1K1K1K1K1K1K0202020202021K1K1K1K1K1K1K1K1K1K1K1K1K1K1K1K\
        1K1K1K1K1K1K1K1K1K020202020202021K1K1K1K1K1K1K1K1K1K1K02020202020F0F0F0F0F0F020202020202020202021:1:1:1:1:1:1:1:1:1:1:1:\
        1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:021:1:1:1:1:1:1:1:1:1:1:1:020202021:0202021:1:1:1:1:1:1:1:1:1:1:1:2<2<2<2<2<2<2<2<\
        2<2<2<2<2<2<2<2<2<2<2<2<2<2<2<2<2<2<2<2<2<2<02022<2<2<2<2<02020202020202020202022=2=2=2=2=2=2=2=2=2=2=2=2=2=2=2=2=2=2=2=\
        2=2=2=2=2=2=2=2=020202022=2=2=2=2=2=2=2=2=2=0202020202022=2=2=2=2=2=2=2=2=2=2=0202022=2=0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C\
        0C0C0C0C0C0C0C0C0C0C0C0C02020C0C1616161616161616161616161616161616161616161616161616161616161602161616161616161616161616\
        160202161616161616161616161602020202020216161616161616161616161616160202010101010101010101010101010101020:0:0:0:0:0:0:0:\
        0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0202020:0:0:0:0:0:0:0:0:0:0:0:0:0:0:02272727272727272727272727272727270=0=0=0=\
        0=0=0=0=0=0=0=0=0=0=0=0=0=0=0=0=02020202020202020=0=0=0=1919191919191919191919191919191919191919191919190202021919191919\
        191919191919191919190202021919191X1X1X1X1X1X1X1X1X1X1X1X1X1X1X1X0N0N0N0N0N0N0N0N0N020202020202020X0X0X0X0X0X0X0X0X0X0X02\
        020X0X0X2727272727272727020202020202020234353436353737383738393538383535383:353535353535353;3:3<3<373<3<3<3<3=363>3:3:3?\
        3@3@3A02020202021818181818180^0^0^0^0^0N18181818181818181818181818181818180^0^0^0^0^181818180^0^0^0^0^181818181818181818\
        181818180N181818181818181818181818181818181818181818180^2V2V010101010101010101010101010101010101010101013B013C0101010101\
        0^0^0^0^0^0^02020^0^0^0^0^0^02020^0^0^0^0^0^0^0^020^020^020^020^0^0^0^0^0^0^0^0^0^0^0^0^0^0^02020^0^0^0^0^020^0^0^0^0^0^\
        0^0^0^0^0^0^0^0^02020^0^0^0^0^0^020^0^0^02020^0^0^020^0^0^0^0^0^0^0^0^02000000000000000000000000010100000000000000000000\
        000000000000003D00000000002T2U00000000000000000000000000000200000000000000000000001802020000000000000000002T2U1800000000\
        0000000000000000002T2U0218181818181818181818181818020202000202020202020202020202020202023E020202020202020202020202020202\
        0000000000000^0000001818000000000000180000000000000000000000000000000000000000000000000000001800181818181818181818000000\
        0202020200000000000000002T2U2T2U000000000000000000000000002T2U0000000000000000000000000202020202020202020000000000000000\
        000000020202020200000000000000002T2U2T2U2T2U2T2U2T2U2T2U2T2U000000000000000000000000000000002T2U2T2U2T2U2T2U2T2U0B0B0B0B\
        0B0B0B0B0B0B0B0B0B0B0B0B0000002T2U2T2U2T2U2T2U2T2U2T2U2T2U2T2U2T2U2T2U2T2U000000000000000000000000000000000000002T2U0000\
        00000000020200000000000000000000000000000000020000000000000000000Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0K0K0K0K0K0K0K0K0K0K0K0K\
        0K0K0K0K0K0K0K0K02020202020K0K0K0K0K0K0K2B2B2B2B2B2B2B2B2B2B2B2B2B2B2B2B2B2B2B2B2B2B2B2B020202020202022B2B02020202020202\
        020202020202022B0W0W0W0W0W0W0W0202020202020202020W0W0W0W0W0W0W020W0W0W0W0W0W0W0200002T2U2T2U2T2U2T2U0000000000000000003F\
        00000000000000000000000000000000002T2U2T2U2T2U2T2U0002020b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b020b0b0b0b0b\
        0b0b0b0b0202020202020202020202020b0b0b0b0b0b0202020202020202020200000000000000000000000002020202003G3G3H000b3I0b3J3K3J3K\
        3J3K3J3K3J3K003H3J3K3J3K3J3K3J3K3H3H3H3H000b0b0b0b0b0b0b0b0b3L3L3L3L0a0a3H3M3M3M3M3M003H0b0b0b0b3N3N3I3I020f0f0f0f0f0f0f\
        0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f02023O3O3M3M0f0f0f3M0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n\
        0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n3G3M0n0n0n02020202020@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@0@\
        020a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a023I3I3I3I3I3I3I3I3I3I3I3I3I3I3I3I3I3I3I3I0202020202020202\
        020202023I3I3I3I3I3I3I3I00000000000000000a0a0a0a0a0a0a0a0a0a0a0a0a0a0a003I0000000000000000000000000000003I3I3I3I3I3I3I3I\
        3I3I3I3I000000000n0n0n0n0n0n0n0n0n0n0n0n0n0n0n3I0n0n0n0n0n0n0n0n3I3I3I3I3I3I3I3I3I000000000000000000003I3I3I3I3I3I3I3I3I\
        3I3I3I3I3I3I3I3I3I3I3I002R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R2R0202022R2R2R2R2R2R2R020202020202020202\
        1=1=1=1=1=1=1=1=1=1=1=1=1=1=1=1=2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K2K020202020N0N0N0N0N0N0N0N0N0N0N0N\
        0N0N0N2Y0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;02020202020202023P3P3P3P3P3P3P3P00000000000000000000181818181818\
        181818181818181818181818181818180000001818181818181818181818181818181802020202021818021802181818181802020202020202021818\
        18181818181818181818181828282828282828282828282828282828282828282828282828282828280202023Q3Q3Q3R3R3R3S3S3S3S020202020202\
        1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a02020202020202021l1l1l1l1l1l1l1l1l1l1l1l1l1l1l1l1l1l1l1l1l1l020202020202\
        02021l1l1l1l1l1l1l1l1l1l1l1l0202020202020O3T0O3U0O0O0O0O0O0O0O0O0O0O0O0O0m0m0m0m0m0m0m0m0m0m0m0m0m0m0m0m0m0m0m0m0m0m0m0m\
        0m0m0m0m0m0m3V0m1g1g1g1g1g1g1g1g1g1g1g1g1g1g1g1g1g1g1g1g02020202020202020202021g0a0a0a0a0a0a0a0a0a0a0a0a0a0202020l0l0l0l\
        0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l023W0l0l0l0l0l0l0l0l0l0l020202020l0l1O1O1O1O1O1O1O1O1O1O1O1O1O1O1O02\
        0H0H0H0H0H0H0H0H0H0H0H0H0H0H0H0H0H0H0H0H0H0H0H0202020202020202020H0H0H0H0H0H0H0H0H0H0H0H0H0H02020H0H0H0H0H0H0H0H0H0H0202\
        0H0H0H0H2@2@2@2@2@2@2@2@2@2@2@2@2@2@2@2@2@2@2@0202020202020202020202020202020202020202020202022@2@2@2@2@1M1M1M1M1M1M1M1M\
        1M1M1M1M1M1M1M1M1M1M1M1M1M1M1M020202020202020202020W0W0W0W0W0W02020W0W0W0W0W0W02020W0W0W0W0W0W02020202020202020218181818\
        18181818181818001818181818181818180^181818180000020202021M1M1M1M1M1M1M1M1M1M1M1M1M1M02021M1M1M1M1M1M1M1M1M1M020202020202\
        0a0a0a0a0202020202020202020202020a0a0a0a0a0a0a020202020a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a020202020b0b0b0b0b0b0b0b0b0b0b0b\
        0b0b02020b0b0b0b0b0b0b0b0b0b02020202020218181818181818020202020202020202020202080808080802020202020e0e0e0e0e0e0e0e0e0e02\
        0e0e0e0e0e020e020e0e020e0e020e0e0e0e0e0e0e0e0e0e060606020202020202020202020202020202020606060606060606060606060606060606\
        060606060606060606063X3X020206060606060606060606060606060606060606060606020202020202020606063Y060606060606060606063Y0606\
        0000000000000000000002020202020201010101010101010101010101010N0N00000000003H3H0000000000000000000000000200000000002T2U2T\
        2U2T2U000000000000000002000000000202020206060606060206060606060606060606060606060606060606060606060202000200000000000000\
        2T2U00000000000018181818181818181818182T002U002T2U3G3J3K3G3G0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n3M3M02020a0a\
        0a0a0a0a02020a0a0a0a0a0a02020a0a0a0a0a0a02020a0a0a0202020000000000000002000000000000000202020202020202020200000000000202\
        1<1<1<1<1<1<1<1<1<1<1<1<021<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<021<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<1<02\
        1<1<021<1<1<1<1<1<1<1<1<1<1<1<1<1<1<02021<1<1<1<1<1<1<1<1<1<1<02020202023Z3Z3[020202023\\3\\3\\3\\3\\3\\3\\3\\3\\3\\3\\3\\3\\3\\3\\3\\3\\\
        3\\3\\3\\3\\3\\3\\3\\3\\3\\3\\3\\3\\0202023[3[3[3[3[3[3[3[3[0^0^0^0^0^0^0^0^0^0^0^0^0^0^0^02000000000000000000000000000202020^020202\
        020202020202020202020202000000000000000000000000000102021>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>1>020202\
        0G0G0G0G0G0G0G0G0G0G0G0G0G0G0G0G0G0202020202020202020202020202023]3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^3^\
        020202020k0k0k0k0k0k0k0k0k0k0k0k0k0k0k0k0k0k0k0k0202020202020202020k0k0k0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\\
        0\\0\\0\\02020202021`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`1`02020202022J2J2J2J2J2J2J2J2J2J2J2J2J2J2J2J2J2J2J2J\
        2J2J2J2J2J2J2J2J2J2J022J2O2O2O2O2O2O2O2O2O2O2O2O2O2O2O2O2O2O2O2O020202022O2O2O2O2O2O2O2O2O2O2O2O2O2O02020202020202020202\
        0R0R0R0R0R0R0R0R0R0R0R0R0R0R0R0R1n1n1n1n1n1n1n1n1n1n1n1n1n1n1n1n1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\1\\\
        1\\1\\02021\\1\\1\\1\\1\\1\\1\\1\\1\\1\\0202020202021[1[1[1[1[1[1[1[1[1[1[1[1[1[1[1[1[1[1[1[020202021[1[1[1[1[1[1[1[1[1[1[1[1[1[1[1[\
        1[1[1[1[020202020U0U0U0U0U0U0U0U0U0U0U0U0U0U0U0U0U0U0U0U0U0U0U0U02020202020202020404040404040404040404040404040404040404\
        0202020202020202020202042L2L2L2L2L2L2L2L2L2L2L022L2L2L2L2L2L2L022L2L022L2L2L2L2L2L2L2L2L2L2L022L2L2L2L2L2L2L2L2L2L2L2L2L\
        2L2L022L2L2L2L2L2L2L022L2L0202021;1;1;1;1;1;1;1;1;1;1;1;1;1;1;1;1;1;1;1;1;1;1;0202020202020202021;1;1;1;1;1;020202020202\
        020202021;1;1;1;1;1;1;1;020202020202020218181818181802181818181818181818180218181818181818181802020202020M0M0M0M0M0M0202\
        0M020M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M0M020M0M0202020M02020M0707070707070707070707070707070707070707\
        0707020707070707070707071^1^1^1^1^1^1^1^1^1^1^1^1^1^1^1^1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S1S02\
        020202020202021S1S1S1S1S1S1S1S1S0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d020d0d02020202020d0d0d0d0d1d1d1d1d1d1d1d1d1d1d1d1d\
        1d1d1d1d1d1d1d1d1d1d1d1d1d1d1d1d0202021d1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?1?02020202021?1H1H1H1H1H1H1H1H\
        1H1H1H1H1H1H1H1H1G1G1G1G1G1G1G1G1G1G1G1G1G1G1G1G1G1G1G1G1G1G1G1G020202021G1G1G1G02021G1G1G1G1G1G1G1G1G1G1G1G1G1G10101010\
        021010020202020210101010101010100210101002101010101010101010101010101010101010101010101010101010101002021010100202020210\
        101010101010101010020202020202021k1k1k1k1k1k1k1k1k1k1k1k1k1k1k1k1R1R1R1R1R1R1R1R1R1R1R1R1R1R1R1R1C1C1C1C1C1C1C1C1C1C1C1C\
        1C1C1C1C1C1C1C1C1C1C1C020202021C1C1C1C1C1C1C3_1C1C1C1C020202020202020202090909090909090909090909090909090909090909090202\
        02090909090909091f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1f02021f1f1f1f1f1f1f1f1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b02\
        020202021b1b1b1b1b1b1b1b1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c020202020202021c1c1c1c0202020202020202020202021c1c1c1c1c1c1c\
        1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y1Y020202020202020j0j0j0j0j0j0j0j0j0j0j0j0j0j0j0j0j0j0j020202020202020202\
        020202020j0j0j020202020202020j0j0j0j0j0j1h1h1h1h1h1h1h1h1h1h1h1h1h1h1h1h1h1h1h1h1h1h1h1h02020202020202021h1h1h1h1h1h1h1h\
        1h1h0202020202022Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q2Q022Q2Q2Q02022Q2Q020202020202020202020202020202020202\
        020202020202020202060606242424242424242424242424242424242424242424242424020202020202020223232323232323232323232323232323\
        232323232323232323230202020202021]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]1]0202020202020J0J0J0J0J0J0J0J0J0J0J0J\
        0J0J0J0J0J0J0J0J0J0J0J0J0J0J0J0J020202020V0V0V0V0V0V0V0V0V0V0V0V0V0V0V0V0V0V0V0V0V0V0V0202020202020202020A0A0A0A0A0A0A0A\
        0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A020202020A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0A0202020202020202020A15151515\
        151515151515151515151515151515020202020202020202021502022525252525252525252525252525252525252525252525252502020202020202\
        252525252525252525250202020202020E0E0E0E0E0E0E0E0E0E0E0E0E0E0E0E0E0E0E0E0E020E0E0E0E0E0E0E0E0E0E0E0E0E0E0E0E0E0E02020202\
        020202021@1@1@1@1@1@1@1@1@1@1@1@1@1@1@1@1@1@1@1@1@1@1@0202020202020202021o1o1o1o1o1o1o1o1o1o1o1o1o1o1o1o0222222222222222\
        222222222222222222222222220202020202020202020202121212121212121212121212121212121212021212121212121212121212121212120202\
        0202020202020202020202021N1N1N1N1N1N1N021N021N1N1N1N021N1N1N1N1N1N1N1N1N1N1N1N1N1N1N021N1N1N1N1N1N1N1N1N1N1N020202020202\
        2121212121212121212121212121212121212121212121212121210202020202212121212121212121210202020202020]3`0]3`020]0]0]0]0]0]0]\
        0]02020]0]02020]0]0]0]0]0]0]0]0]0]0]0]0]0]0]0]0]0]0]0]0]0]020]0]0]0]0]0]0]020]0]020]0]0]0]0]023a3`0]0]0]0]0]0]0]0]02020]\
        0]02020]0]0]02020]0202020202020]02020202020]0]0]0]0]0]0]02020]0]0]0]0]0]0]0202020]0]0]0]0]02020202020202020202021T1T1T1T\
        1T1T1T1T1T1T1T1T1T1T1T1T1T1T1T1T1T1T1T1T1T1T1T1T021T1T1T1T1T02020202020202020202020202022G2G2G2G2G2G2G2G2G2G2G2G2G2G2G2G\
        2G2G2G2G2G2G2G2G02020202020202022G2G2G2G2G2G2G2G2G2G02020202020220202020202020202020202020202020202020202020020220202020\
        20202020202020202020202020202020202002021J1J1J1J1J1J1J1J1J1J1J1J1J1J1J1J1J1J1J1J1J02020202020202020202021J1J1J1J1J1J1J1J\
        1J1J0202020202021K1K1K1K1K1K1K1K1K1K1K1K1K0202022;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;2;02020202020205050505\
        050505050505050505050505050505050505050505050502020505050505050505050505050505050202020205050505050505020202020202020202\
        0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q0Q020202022M2M2M2M2M2M2M2M2M2M2M2M2M2M2M2M2M2M2M020202020202020202\
        0202022M0P0P0P0P0P0P0P02020P02020P0P0P0P0P0P0P0P020P0P020P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P0P020P\
        0P02020P0P0P0P0P0P0P0P0P0P0P0P0202020202020202020P0P0P0P0P0P0P0P0P0P0202020202021Q1Q1Q1Q1Q1Q1Q1Q02021Q1Q1Q1Q1Q1Q1Q1Q1Q1Q\
        1Q1Q1Q1Q1Q1Q1Q1Q1Q1Q1Q1Q1Q1Q1Q1Q1Q02020202020202020202022S2S2S2S2S2S2S2S2S2S2S2S2S2S2S2S2S2S2S2S2S2S2S2S0202020202020202\
        26262626262626262626262626262626262626020202020202020202020202021_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1_020202\
        020202020O0O0O0O0O0O0O0O0O0O0202020202020?0?0?0?0?0?0?0?0?020?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?0?02\
        0?0?0?0?0?0?0?0?0?0?0?0?0?0?020202020202020202020?0?0?0?0?0?0?0?0?0?0?0?0?0202021D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D02021D1D\
        1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D021D1D1D1D1D1D1D1D1D1D1D1D1D1D0202020202020202020[0[0[0[0[0[0[020[0[020[0[0[0[0[\
        0[0[0[0[0[0[0[0[0[0[0[0[0[0[0[0[0[0[0[0[0[0[0[0202020[020[0[020[0[0[0[0[0[0[0[0[02020202020202020[0[0[0[0[0[0[0[0[0[0202\
        020202020Z0Z0Z0Z0Z0Z020Z0Z020Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z020Z0Z020Z0Z0Z0Z0Z\
        0Z020202020202020Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0202020202021A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A020202020202020o0o0o0o\
        0o0o0o0o0o0o0o0o0o0o0o0o0o020o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0o0202020o0o0o0o0o0o0o0o0o0o0o0o020202020202\
        1=0202020202020202020202020202022>2>2>2>2>2>2>2>2>2>2>2>2>2>2>2>2j2j2>2j2>2>2>2>2>2>2>2>2>2>2>2>2>2>02020202020202020202\
        0202022>2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P2P0202020202022P2P2P2P2P2P2P2P2P2P2P2P2P2P2P022P2P2P2P2P020202\
        02020202020202022P2P2P2P0202020202020202020202020L0L0L0L0L0L0L0L0L0L0L0L0L0L0L0L0L0L0L020202020202020202020202020T0T0T0T\
        0T0T0T0T0T0T0T0T0T0T0T0T0T0T0T0T0T0T020202020202020202020g0g0g0g0g0g0g0g0g0g0g0g0g0g0g0g0g0g0g0g0g0g0g020202020202020202\
        0;0;0;0;0;0;0;0;0;020202020202021L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L1L021L1L1L1L1L1L1L1L1L1L0202\
        02021L1L2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H022H2H2H2H2H2H2H2H2H2H0202020202020<0<0<0<0<0<0<0<\
        0<0<0<0<0<0<0<0<0<0<0<0<0<0<0<0<0<0<0<0<0<0<02020<0<0<0<0<0<020202020202020202020h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h\
        0h0h020202020202020202020h0h0h0h0h0h0h0h0h0h020h0h0h0h0h0h0h020h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h0h02020202020h0h0h\
        1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E02020202021e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e02\
        0202021e1e1e1e1e1e1e1e1e020202020202021e2?1V0b0b1302020202020202020202020b0b02020202020202020202020202022?2?2?2?2?2?2?2?\
        2?2?2?2?2?2?2?2?2?2?2?2?2?2?2?2?020202020202020213131313131313131313131313131313131313131313020202020202020202022?2?2?2?\
        2?2?2?2?2?020202020202020n0n0n0n020n0n0n0n0n0n0n020n0n020n0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0n0n0n02020202020202020202020202\
        02020f020202020202020202020202020f0f0f02020n02020202020202020202020202020n0n0n0n02020202020202021V1V1V1V1V1V1V1V1V1V1V1V\
        1V1V1V1V1V1V1V1V1V1V1V1V1V1V1V1V020202020S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S0S02020202020S0S0S0S0S0S0S0S\
        0S0S0S0S0S0202020S0S0S0S0S0S0S0S0S020202020202020S0S0S0S0S0S0S0S0S0S02020S0S0S0S3b3b3b3b02020202020202020202020201010101\
        010101010101010101010202010101010101010202020202020202020000000002020202020202020202020200000000000002020202020202020202\
        000000000000000202000000000000000000000000000001010100000000000000000000000000000000000101010101010101000001010101010101\
        00000000000000000000000000000101010100000^0^0^0^0^0^020202020202020202023I3I00000000000000020202020202020000000000000000\
        000000000002000002020002020000020200000000020000000000000000000000000200020000000000000002000000000000000000000000000000\
        000002000000000202000000000000000002000000000000000200000000000000000000000002000000000200000000000200020202000000000000\
        0002000000000000000000000000000000000000000002020000000000000000000000000000000000000000020200001m1m1m1m1m1m1m1m1m1m1m1m\
        1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m0202020202020202020202020202021m1m1m1m1m021m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1818181818181818\
        1818181818181802020202020218181818181802020202020Y0Y0Y0Y0Y0Y0Y020Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y0Y02020Y0Y0Y0Y0Y0Y0Y020Y\
        0Y020Y0Y0Y0Y0Y02020202020N0N0N0N0N0N0N0N0N0N0N0N0N0N02020202020202020202020202020202020N0i0i0i0i0i0i0i0i0i0i0i0i0i0i0i0i\
        0i0i0i0i0i0i0i0i0i0i0i0i0i0202020i0i0i0i0i0i0i0i0i0i0i0i0i0i02020i0i0i0i0i0i0i0i0i0i020202020i0i2I2I2I2I2I2I2I2I2I2I2I2I\
        2I2I2I2I2I2I2I2I2I2I2I2I2I2I2I2I2I2I2I022N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N2N02020202022N1P1P1P1P1P1P1P1P\
        1P1P1P1P1P1P1P1P1P1P1P1P1P1P1P1P1P1P0202020202020W0W0W0W0W0W0W020W0W0W0W020W0W020W0W0W0W0W0W0W0W0W0W0W0W0W0W0W021F1F1F1F\
        1F1F1F1F1F1F1F1F1F1F1F1F1F1F1F1F1F02021F1F1F1F1F1F1F1F1F1F1F1F1F1F1F1F02020202020202020203030303030303030303030303030303\
        030303030303030303030303020202020303030303030303030302020202030302000000000000000000000000000000000000000002020202020202\
        020202020000000000000000000000000000020206060606020606060606060606060606020606020602020602060606060606060606060206060606\
        020602060202020202020602020202060206020602060606020606020602020602060206020602060206060206020206060606020606060606060602\
        060606060206060606020602060606060606060606060206060606060606060606060606060606060202020202060606020606060606020606060606\
        0606020202020202020202020202020200000000000000000000000000000002020202020202000000000000000000000f0000020202020202020202\
        02020202000000000000000000020202020202023I3I0202020202020202020202020202000000000000000002020202000000000000000000000002\
        020202000000000000000000000000000202020202020202000002020202020202020202020202020000000000000000000000000000020000000000\
        000002020202020202020000000000020000000000000000000000000b0202020202020202020202020202020b0b0b0b0b0b0b0b0b0b0b0202020202\
        02000202020202020202020202020202
        """
    }
}
