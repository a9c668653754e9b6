// GENERATED FILE - DO NOT EDIT.
// Regenerate with: python3 Scripts/generate_language_tags.py
// Source: HarfBuzz 6.0.0's hb_ot_tags_from_script_and_language (Debian libharfbuzz0b), probed
// through ctypes with every ISO 639 code of Debian's iso-codes 4.15.0-1, every ISO 15924 script
// and ISO 3166-1 region subtag; see Scripts/PROVENANCE.md. The language tags are the OpenType
// language system tag registry's facts as HarfBuzz applies them.
// 9 subtags checked anywhere, 8 whole tags,
// 110 rules of 21 primary languages,
// 1254 table entries (163 of them "no tag"), 554 tags in the pool.

import TypesetFont

/// The data of ``OpenTypeLanguage/tags(forBCP47:)``.
enum LanguageTagTables {
    /// Subtags that decide wherever they appear after the first subtag (before any singleton),
    /// tried in this order before everything else.
    static let anywhere: [(subtag: String, tags: [Tag])] = [
        ("fonnapa", [Tag(rawValue: 0x41505048)]),  // 'APPH'
        ("polyton", [Tag(rawValue: 0x50475220)]),  // 'PGR '
        ("arevmda", [Tag(rawValue: 0x48594520)]),  // 'HYE '
        ("provenc", [Tag(rawValue: 0x50524F20)]),  // 'PRO '
        ("fonipa", [Tag(rawValue: 0x49505048)]),  // 'IPPH'
        ("geok", [Tag(rawValue: 0x4B474520)]),  // 'KGE '
        ("syre", [Tag(rawValue: 0x53595245)]),  // 'SYRE'
        ("syrj", [Tag(rawValue: 0x5359524A)]),  // 'SYRJ'
        ("syrn", [Tag(rawValue: 0x5359524E)]),  // 'SYRN'
    ]

    /// Whole (canonical, lower-case) tags with their own mapping.
    static let exact: [String: [Tag]] = [
        "art-lojban": [Tag(rawValue: 0x4A424F20)],  // 'JBO '
        "i-hak": [Tag(rawValue: 0x5A485320)],  // 'ZHS '
        "i-lux": [Tag(rawValue: 0x4C545A20)],  // 'LTZ '
        "i-navajo": [Tag(rawValue: 0x4E415620), Tag(rawValue: 0x41544820)],  // 'NAV ', 'ATH '
        "no-bok": [Tag(rawValue: 0x4E4F5220)],  // 'NOR '
        "no-nyn": [Tag(rawValue: 0x4E594E20)],  // 'NYN '
        "zh-min": [Tag(rawValue: 0x5A485320)],  // 'ZHS '
        "zh-min-nan": [Tag(rawValue: 0x5A485320)],  // 'ZHS '
    ]

    /// Rules of one primary language subtag, in order: `.prefix` matches the tag or a tag that
    /// continues it with `-`; `.subtag` a subtag anywhere after the primary one.
    static let primary: [String: [(kind: LanguageRuleKind, text: String, tags: [Tag])]] = [
        // cdo-hant-hk: 'ZHH '; cdo-hant-mo: 'ZHTM', 'ZHH '; cdo-hant: 'ZHT '; cdo-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "cdo": [(.prefix, "cdo-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "cdo-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "cdo-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "cdo-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // cjy-hant-hk: 'ZHH '; cjy-hant-mo: 'ZHTM', 'ZHH '; cjy-hant: 'ZHT '; cjy-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "cjy": [(.prefix, "cjy-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "cjy-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "cjy-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "cjy-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // cmn-hant-hk: 'ZHH '; cmn-hant-mo: 'ZHTM', 'ZHH '; cmn-hant: 'ZHT '; cmn-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "cmn": [(.prefix, "cmn-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "cmn-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "cmn-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "cmn-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // cnp-hant-hk: 'ZHH '; cnp-hant-mo: 'ZHTM', 'ZHH '; cnp-hant: 'ZHT '; cnp-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "cnp": [(.prefix, "cnp-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "cnp-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "cnp-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "cnp-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // cpx-hant-hk: 'ZHH '; cpx-hant-mo: 'ZHTM', 'ZHH '; cpx-hant: 'ZHT '; cpx-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "cpx": [(.prefix, "cpx-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "cpx-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "cpx-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "cpx-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // csp-hant-hk: 'ZHH '; csp-hant-mo: 'ZHTM', 'ZHH '; csp-hant: 'ZHT '; csp-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "csp": [(.prefix, "csp-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "csp-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "csp-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "csp-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // czh-hant-hk: 'ZHH '; czh-hant-mo: 'ZHTM', 'ZHH '; czh-hant: 'ZHT '; czh-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "czh": [(.prefix, "czh-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "czh-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "czh-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "czh-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // czo-hant-hk: 'ZHH '; czo-hant-mo: 'ZHTM', 'ZHH '; czo-hant: 'ZHT '; czo-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "czo": [(.prefix, "czo-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "czo-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "czo-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "czo-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // ga-latg: 'IRT '
        "ga": [(.prefix, "ga-latg", [Tag(rawValue: 0x49525420)])],
        // gan-hant-hk: 'ZHH '; gan-hant-mo: 'ZHTM', 'ZHH '; gan-hant: 'ZHT '; gan-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "gan": [(.prefix, "gan-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "gan-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "gan-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "gan-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // hak-hant-hk: 'ZHH '; hak-hant-mo: 'ZHTM', 'ZHH '; hak-hant: 'ZHT '; hak-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "hak": [(.prefix, "hak-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "hak-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "hak-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "hak-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // hsn-hant-hk: 'ZHH '; hsn-hant-mo: 'ZHTM', 'ZHH '; hsn-hant: 'ZHT '; hsn-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "hsn": [(.prefix, "hsn-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "hsn-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "hsn-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "hsn-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // lzh-hans: 'ZHS '
        "lzh": [(.prefix, "lzh-hans", [Tag(rawValue: 0x5A485320)])],
        // mnp-hant-hk: 'ZHH '; mnp-hant-mo: 'ZHTM', 'ZHH '; mnp-hant: 'ZHT '; mnp-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "mnp": [(.prefix, "mnp-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "mnp-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "mnp-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "mnp-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // th: 'MONT'
        "mnw": [(.subtag, "th", [Tag(rawValue: 0x4D4F4E54)])],
        // nan-hant-hk: 'ZHH '; nan-hant-mo: 'ZHTM', 'ZHH '; nan-hant: 'ZHT '; nan-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "nan": [(.prefix, "nan-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "nan-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "nan-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "nan-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // md: 'MOL ', 'ROM '
        "ro": [(.subtag, "md", [Tag(rawValue: 0x4D4F4C20), Tag(rawValue: 0x524F4D20)])],
        // wuu-hant-hk: 'ZHH '; wuu-hant-mo: 'ZHTM', 'ZHH '; wuu-hant: 'ZHT '; wuu-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "wuu": [(.prefix, "wuu-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "wuu-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "wuu-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "wuu-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
        // yue-hans: 'ZHS '
        "yue": [(.prefix, "yue-hans", [Tag(rawValue: 0x5A485320)])],
        // zh-hant-hk: 'ZHH '; zh-hant-mo: 'ZHTM', 'ZHH '; zh-hant: 'ZHT '; zh-hans: 'ZHS '; hk: 'ZHH '; mo: 'ZHTM', 'ZHH '; tw: 'ZHT '
        "zh": [(.prefix, "zh-hant-hk", [Tag(rawValue: 0x5A484820)]), (.prefix, "zh-hant-mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.prefix, "zh-hant", [Tag(rawValue: 0x5A485420)]), (.prefix, "zh-hans", [Tag(rawValue: 0x5A485320)]), (.subtag, "hk", [Tag(rawValue: 0x5A484820)]), (.subtag, "mo", [Tag(rawValue: 0x5A48544D), Tag(rawValue: 0x5A484820)]), (.subtag, "tw", [Tag(rawValue: 0x5A485420)])],
    ]

    /// The table's keys: two- or three-letter language subtags, three characters each (two-letter
    /// ones padded with a space), sorted.
    static var keys: StaticString {
        """
        aa aaeaaoaatab abaabhabqabsabvacfacmacqacracwacxacyadaadfadpaebaecaf afbafkafsaguagwahgahtaigaiiaiwajpajtak akbalnalsam \
        amfamwan aoaapaapcapdapjapkaplapmapwar arbariarkarnarqarsaryarzas atjatvaujauzav avlay aycayhaylaynaypayraz azbazdazjazn\
        azzba badbagbahbaibalbaubbcbbjbbpbbrbbzbccbchbcibclbcqbcrbe beabebberbewbflbfqbftbfubfybg bgnbgpbgqbgrbhbbhkbhrbi bilbin\
        biubjnbjobjqbjsbjtbkfbkoblableblgbliblkblnbltbm bmbbmlbmmbn bo bpdbplbpqbqibqkbr brabrcbribrmbs bshbtbbtdbtibtjbtmbtobts\
        btxbtzbumbvebvubwebxkbxobxpbxrbynbyvbzcbzjbzkca caacaccafcakcbkcblcclccmccoccqcdoce cekceycfmch chfchgchhchjchkchmchnchp\
        chqchzciwcjyckackbcknckscktckzclccldclecljcltcmncmrcnbcnhcnkcnlcnpcnrcntcnucnwco coacobcoqcpacpecpfcpicpxcqdcqucr crhcri\
        crjcrkcrlcrmcrpcrrcrscrtcrxcs csacshcsjcslcsocspcsvcswcsyctcctdctecthctlctsctucu cuccv cvncwdcy czhczocztda daodapdcrde \
        dendepdgodgrdhddhvdibdikdindipdiqdiwdjedjkdjrdksdngdnkdoidrhdridrwdsbdtydundupdv dwkdwudwydyudz dznecree ekkekyel emkemy\
        en enbenfenheo es esgesiesket etoeu euqeveevnewoeyofa fabfanfarfatfblff ffmfi filfj flmfmpfngfo fosfpefr fubfucfuefuffuh\
        fuifuqfurfuvfy ga gaagacgadgaegalgangargawgaxgazgbmgcegcfgclgcrgd gdaggoghaghkghogibgilgjugkpgl gldgmzgn gnbgnognwgomgoq\
        goxgpegrogrrgrtgrugswgu guagugguigukgulgungv gwigynha haahaehaihakhalharhaxhbnhcahdnhe heahi hjihlthmahmchmdhmehmghmhhmi\
        hmjhmlhmmhmphmqhmrhmshmwhmyhmzhnehnjhnoho hochoihojhr hrahrmhsbhsnht hu hujhuphushwchy hywhz ia ibyicrid idaidbie ig igb\
        ihbii ijcijeijnijsik ikeiktin inginhio iriis ismit itziu iw ixlja jacjakjamjanjaxjbejbnjgoji jiijkmjkpjudjuljv jvdjw ka \
        kaakabkackamkarkbdkbykcakcnkdrkdtkeakebkekkexkfakfrkfxkfykg kgekhakhbkhkkhnkhskhtkhvki kiskiukj kjbkjhkjpkjtkk kknkkzkl \
        klmklnkm kmbkmnkmokmrkmskmvkmwkn knckngknjknnknrko kodkohkoikopkoykozkpekplkppkpvkpykqskqykr krckrikrkkrmkrnkrtkruks ksh\
        ksiksmksskswktbktuktwku kuikulkuukuwkuykv kvbkvlkvqkvrkvtkvukvykw kwwkwykxckxdkxfkxkkxlkxuky kykkyula lacladlahlaklamlaz\
        lb lbelbjlbllcelcfldildklg li liflirliwliylkblkolkslldlmalmblmnlmwln lnalnllo loulrilrmlrtlsblsmlt ltglthltoltslu lusluy\
        luzlv lvilvslwglzhlzzmaimajmakmammanmapmawmaxmbfmbnmchmcmmcrmctmdemdfmdymenmeomfamfbmfemfpmg mh mhcmhrmhvmi minmizmk mkn\
        mkrmkuml mlemlnmlqmlrmmrmn mncmndmngmnhmnkmnpmnsmnwmnxmo modmokmopmormpemqgmr mrhmrjms mscmshmsimt mthmtrmtsmudmuimunmup\
        muqmvbmvemvfmwkmwqmwrmwwmy mymmyqmyvmzbmzsna nagnannasnaznb nchncincjnclncrncxnd ndbndgne nefng nglngmngongrngunhcnhdnhe\
        nhgnhinhknhmnhnnhpnhqnhtnhvnhwnhxnhynhzniqnisnivnjtnjznkonkxnl nlanlenlnnlvnn nnhnnzno nodnpinplnqonr nsknsmnsuntonuenuu\
        nuznv nweny nydnynoc oj ojcojgojsojwokdokiokmokrom onxooror orcornoroorrorsoryos otwouapa paapalpappaspbtpbupcepckpcmpdu\
        peapelpespeypgapi pihpilpispkhpkopl pl\
        gplkpllplnplppltpmlpmypocpohpovppapreprsps psepstpt pubpuzpwopwwqu qubqucqudqufqugquhqukqulqumqupqurqusquvquwquxquyqvaqv\
        cqveqvhqviqvjqvlqvmqvnqvoqvpqvsqvwqvzqwaqwcqwhqwsqwtqxaqxcqxhqxlqxnqxoqxpqxrqxtqxuqxwragralrbbrblrcfrifrkirm rmcrmfrmlrm\
        nrmormsrmwrmyrmzrn ro romroprtcru ruerw rwrsa sadsahsamsaysc scfschscisckscssd sdcsdhsdnsdsse sehseksezsfmsg sgcsgosgwsh\
         shishlshushysi sibsigsizsjdsjosjssk skgskrsksskwskysl slasm smasmdsmjsmlsmnsmssmtsn snbsnhso sogspvspysq sr srbsrcsrksr\
        msrnsrosrsss sshsslssmst stastvsu suqsursv svcsvesw swbswcswhswkswnswvsycta taatajtaqtastautcbtcetchtcptcstcytcztdxte te\
        ctemteztfntg tghtgjtgntgrtgxtgyth thtthvthzti tiatigtjotk tkgtkmtl tmgtmhtmntmwtn tnatnetnftngto todtoitojtoltortpitr tr\
        ftrktruts tsgtt ttcttmttqtuatultuutuvtuytvytw txctxyty tyvtzhtzjtzmtzoublug uk ukiulnunrur urkuspuz uznuzsvapve vi vicvi\
        tvkkvkpvktvlsvmwvo wa wagwbmwbrweawesweuwlcwlewlkwniwo wrywsgwuuxalxanxbdxh xmgxmmxmvxmwxnjxnqxnrxpexslxstxupxwoyajyakyb\
        aybbybdyddyi yihyimyo yosyuayueza zchzdjzehzenzgbzghzgmzgnzh zhdzhnzljzlmzlnzlqzmizmzzndznezomzqezsmzu zumzybzygzyjzynzy\
        pzzj
        """
    }

    /// Per key, three characters: offset into ``tags`` in tags (two 6-bit digits + 0x30) and the
    /// number of tags (0: "no tag", the three-letter upper-case fallback doesn't apply).
    static var values: StaticString {
        """
        0010110210110310400210410510210620210210820210210210:10210;10210210<10210400510=10400>10?10510@20B10210210C10D20110110F1\
        0G10H10I10510?10210210?10?10?10?10?10210210400400J10210210K20210M10N10O10P10210Q10210R10R10210210210210R10S10T20V10S10V1\
        0V10W10X10400510Y10Z10400[20Y10X10400210Z10400]10^10_10?10`10?10a10P10510X10b10c10d10e10f10Z10Z10g20i10j10^10k10l20400n1\
        0i10o10X10k10511010400Y11111011210401320^10401510400400k11611710X10510511810X11911:10510400401;10400a11<20400o11>20^11@2\
        1B21D20a10o10o11F11G10510a11H11I11J20k10510511L10=10=11M21O21Q20i10510511S11T11U11V10i10i11W21Y10=10400401S11Z11[20511]3\
        1S11S11`11U10i11a10i10511b10=10?10H11S10i10i11U10i10i10i10i11S11U11c11S10P10i11d10o10=10?11S10510510511U11e11f21h11i1051\
        1j31m31j32030510400510401M22311S10i10i10401S11U10i12430i10?10i11S10i11S10^10=12711S12811S12932<11U11U10i12=10i12>10512?1\
        2@20512B20?12D10402E12E12E12E12F22E12H10512I12E12J10402K12L10402M22O12P10400o12Q22S12T12T12U10;10400402V12W11F12X12Y20=1\
        2[12\\12]12^12_12`12a12b12b12W10a12c10402d12e10a12\\12f10512g20402i20^12k12k12l12m12n11W22o20513110400513212k12k12k13322k1\
        2k12k13513623813913:10510400400401U10400403;13;13<10?10510510513=13>12a10P11F10P10513?13>13@23B13C10403D10i12a13D13E1051\
        0X10510400P13F13G13H13I10403D13D13J10513D13K10?10513L10?13;13M11U10403N13M10400513M13O11e13P10o10i11e11e13Q21e11e11e11e1\
        1e11e11e11e11e10i11e11e11e13S23U11e13V13W23Y10?13Z23\\10i11e13]11U13^23`11e10?10=10513a23c13d13e13f10513g21G10513i13j13k1\
        0513l13f13f13f13f12b13m23o13g20?14014110404210404310=13m23O10=14410=10o14520400o10P10P10Y14710401F11F1040040481051481491\
        4:14;20404=11F14>14?14@30514C14D14E20404G24I14J14K14L14M14N10404O14P12L10400404Q20404S10404T24V10=14W14X21F14Z10400?14[1\
        0402\\14\\14]10400401a10400514^14_14?14N10=13E10404`20400404b20400?10404d10401F14e24g14h14i14?14j24l20400400404?14n14o1501\
        0400404h15125315410?11a10400400?10X10405510o11F11F10o11F11F11F15610514N15710o11F11F14n12S15810405925;10=15<1040040040040\
        5=15>15?10^10o10o14N10405@15A15B10510o10X11G11G11G15C10400405D10405E10X10X15F10511G11G10510401G15G15H10401G11G15I15J21G1\
        1815H10405H11G15L15M15N10405O15P25R10400405S20510400400510400a10405U15V15W10o15X20o15Z20510k15\\10=15]11T15^15_20405a1051\
        0405R15b20400405d20401e12L15f10400400X15g21U15i15j20405l20510400=10405n10o15o10i16010o15R10k15S26110402D10400510o10403>1\
        1e10?12D12L15R10i12D16226416515R16610P10516716821U10400V16:10V10V10V10V10400V16;10400402P10516<16=10516>10400V10V13D10V1\
        0V10V10V10V10V10V10V10V10V10V10V10V10V12\\10406?10512>10403f16@10Y11G10V10V16A10Y10Y16:16B12P10V16C16;16D10400V10400X10X1\
        0V16E20Y16G11G16H16I11`11`11`16J21`13f12\\16L13f13;10510516M13;10o10403f10o16M16N11`10P16O10400406P20406R16R16S10i10511F1\
        0510o12f10516T26V16W20400510i12\\16Y10400406S10516Z10k10510510=16[20510e10512M26R10o16R16]10i10i16^21F16`16a26c26e26`16e2\
        1f26`11f20=16e26a21f20=16e26a26`16a26`16`16a26e26e26a26a26a26e26a26`16a26e26a26`16a26a20?16a26a26a26e26a26a26`16e26a26`1\
        6a21G10i16S10^10516g21T16i16j16j16j16j16j10406j16k21T16m16n16j10510i16o17017112D17210407317410407510510i10517617737:1751\
        1a17510P17;17<10?10i17=27?12\\10407@17A37D20i10210P17F10400400P17G17H10P17I10k17J10400510407K10407L17M14]17N10407O17P10i1\
        7Q11210407R10406M12\\10111c10407510400510517510?17S10210400407T10517U17V17W10407X10510407Y17Z17Y17Y10400P12D10H17[10?1040\
        7\\20510?10?10?10510i10517^10i10k17_12\\17`10P10?17a10512>10400400?10407b10?17\\27\\27c10P17d10P17e10k10407f10517\\20400o17g1\
        0400402M20407h17i17j10=10?10X17k27m10510407n28010408110=10?17\\20400400?10402\\10518220?10k18418510=10=18628820^18:18;12S1\
        0518<18=10o10=18>18>18>10i18?18@10510400o10510o18A18B18C18D10408E18F21F10510i17Z17U10?17Z18H12D12a11U18I28K10408L10Y15S2\
        0k10k16>16>12K18M28O37U10?18R10X10400400Y11T14714714710408S10i10=18T18U18U17Z18U10P18U18V28U18U11U18U18U18U10o18U18U10o1\
        0X10408X10i18U10o18Y11818U18U18U18U10i18U1
        """
    }

    /// The tag lists, four characters per tag.
    static var tags: StaticString {
        """
        AFR SQI ARA ABK ABA CPP FAN CPP ACR MYN DNG DZN AFK MYN AGW ATH SWA SYR ARI AKA AKB BTK AMH HBN SYR ARG MAP MOR ARA ASM \
        RCR ALT BBR AVR AYM AZE AZB AZE NAH BSH BAD0BML BLI BBC BTK BAU BIK BCH BEL BTI BAD BLT LAH BAG BGR BGQ RAJ QIN BHI MLG \
        BIS CPP EDO MLY BLN BKF IBA BLK KRN BMB BEN TIB LRC BRE BRI BOS BTD BTK BTM BTK BTS BTK BTX BTK BTZ BTK KRN LUH RBU BIL \
        BYV BML CAT CRR ATH CAK MYN CBK CPP CCHNARK ZHS CHE HAL QIN CHA CHK0HMA LMA CHP SAY ATH OJB KUR CHK SRB COS HMN QUH QUZ \
        CRE CRT ECR YCR CRE WCR YCR CRE MCR LCR CRE CSY NCR NHC CRE CSL CHU DCR TCR CRE WEL DAN NIS DEU SLA ATH DGO DGR MAW DNK \
        DIQ ZZA DJR DJR0DUN DGR MNG DRI FAR LSB NEP DIV DHV KUI DUJ JUL EWE ETI ELL EMK MNK ENG KAL FNE TNE NTO ESP GON IPK EUQ \
        EVN EVK FAR FAN0BTI FAT AKA FUL FIN PIL FJI FMP BML FOS FRA FTA FUL FRL FUV FUL FRI IRI GAD ORO GAW GAE RAJ GIL0GKP KPL \
        GAL NAN GUA KOK GRO SOG ALS GUJ GMZ MNX HAU HAI0HRI IWR HIN HMD HMN HMZ HMN CHH HND HMO CPP HO  HAR RAJ HRV USB HAI CPP \
        HUN HYE0HYE HYE HER INA IJO IND MLY ILE IBO EBI YIM INU INUKINU ING IDO ISL ITA JAN JAM CPP JII JAV KAT KRK KAB0BBR KMB \
        KAB KNR KHK KHS KHV KRM KUY KEA CPP KEK MYN KKN KOD KAC KUL KMN KON0KSI XBD KHT KHN KIK KIU ZZA KUA KHA KJP KRN KAZ GRN \
        KHM MBN KMO KAN KOR KOH KOP KOM KPL KOZ KOM KYK KIS KRT KAR BAL KRI CPP KUU KSH KSH0KSW KRN KEB KON KOM COR KMS KIR KYU \
        KRN LAT JUD LTZ LAK LDK LUG LIM LMB LAD LAM LIN LAO LTH LVI LUB MIZ QIN ZHT LAZ MTH MKR MAM MYN MNK MLY CPP MOK MLE MDE \
        MFA MLY MFE CPP MAH LMA MRI MIN MLY MKD MAL MLR MLN MNK MCH MND MNK MAN MON MONTMOL ROM MAJ MAR HMA MTS MWW HMN BRM MEN \
        ERZ NAU NAG CPP NOR NDB NDG LMW SXT GIL NLD NYN NTA NKO NAS NAV ATH CHI NKL OCI OCR OJB KOH ORI OSS PAN PAP0CPP PAS PLG \
        ARA CPP PAL PIH CPP PLK PAP POH MYN PTG PWO KRN QUZ QWH QUZ QUC MYN QVI QUZ RIF BBR RMS ROY RMY ROY RUN ROM RUS RSY RUA \
        SAN YAK PAA SRD SAD SCS SLA ATH SND NSM SNA SFM HMN SGO CHG BOS HRV SRB SHI BBR SNH KSM SIB SKY SRK SLV SMO SSM LSM ISM \
        SKS SNA0SML SWZ SOT SIG SUN SUR SVE SWK CMR TAM TMH BBR TUL TEL TMN TAJ THA TGY TGR TKM TGL TNA TGN TOD0TNG TPI CPP TRK \
        TUA SYR TSG TAT TWI AKA THT TUV TZM BBR TZO MYN UYG UKR MUN URD UZB VEN VIT FLE MAK VOL WLN WA  WAG RAJ WLF KLM TOD SEK \
        XHS XPE KPL SSL SLA ATH TOD YBA ZHH ZHA ZGH BBR ZND ZUL 
        """
    }

    /// Number of keys.
    static let count = 1254
}
