// The feature tags of the OpenType Layout tag registry, for checking tags a style guide names.
// https://learn.microsoft.com/en-us/typography/opentype/spec/featurelist ("Registered features",
// OpenType 1.9.1: 'apkn' and 'vapk' are its newest; 'cv01' – 'cv99' and 'ss01' – 'ss20' are ranges).

import TypesetFont

extension FeatureSetting {
    /// Every registered feature tag, sorted by code point, with the ranges
    /// `cv01` – `cv99` and `ss01` – `ss20` spelled out. Tags are case-sensitive: `TNUM` is not `tnum`.
    /// A font may also define features under tags the registry does not list; they work in that
    /// font only.
    public static let registeredTags: [String] = {
        let named = [
            "aalt", "abvf", "abvm", "abvs", "afrc", "akhn", "apkn", "blwf", "blwm", "blws", "c2pc", "c2sc", "calt", "case",
            "ccmp", "cfar", "chws", "cjct", "clig", "cpct", "cpsp", "cswh", "curs", "dist", "dlig", "dnom", "dtls", "expt",
            "falt", "fin2", "fin3", "fina", "flac", "frac", "fwid", "half", "haln", "halt", "hist", "hkna", "hlig", "hngl",
            "hojo", "hwid", "init", "isol", "ital", "jalt", "jp04", "jp78", "jp83", "jp90", "kern", "lfbd", "liga", "ljmo",
            "lnum", "locl", "ltra", "ltrm", "mark", "med2", "medi", "mgrk", "mkmk", "mset", "nalt", "nlck", "nukt", "numr",
            "onum", "opbd", "ordn", "ornm", "palt", "pcap", "pkna", "pnum", "pref", "pres", "pstf", "psts", "pwid", "qwid",
            "rand", "rclt", "rkrf", "rlig", "rphf", "rtbd", "rtla", "rtlm", "ruby", "rvrn", "salt", "sinf", "size", "smcp",
            "smpl", "ssty", "stch", "subs", "sups", "swsh", "titl", "tjmo", "tnam", "tnum", "trad", "twid", "unic", "valt",
            "vapk", "vatu", "vchw", "vert", "vhal", "vjmo", "vkna", "vkrn", "vpal", "vrt2", "vrtr", "zero",
        ]
        let twoDigits = { (number: Int) in number < 10 ? "0\(number)" : "\(number)" }
        let characterVariants = (1...99).map { "cv" + twoDigits($0) }
        let stylisticSets = (1...20).map { "ss" + twoDigits($0) }
        return (named + characterVariants + stylisticSets).sorted()
    }()

    private static let registered: Set<Tag> = Set(registeredTags.map { Tag($0) })

    /// Whether `tag` is in the registry (``registeredTags``).
    public static func isRegistered(_ tag: Tag) -> Bool { registered.contains(tag) }
}
