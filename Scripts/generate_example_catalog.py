#!/usr/bin/env python3
"""Writes Examples/Catalog/Localizable.xcstrings, the example string catalog for `typeset fit`.

Two kinds of string (Examples/Catalog/README.md says which is which):
- From CLDR through Babel (PyPI `babel`, pinned in Scripts/requirements.txt): day and month names
  (stand-alone, wide), language display names, and three plurals built from CLDR's own plural
  patterns: the long `duration-minute` unit pattern and the relative "in N days" / "N days ago"
  patterns. Each locale gets the plural categories its CLDR rules use.
- Common interface strings (buttons, titles, one sentence) written for this example in the table
  below; CLDR has no such strings.

    python3 Scripts/generate_example_catalog.py
"""
import json
import os
import subprocess
import sys

import babel
from babel import Locale

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Examples/Catalog/Localizable.xcstrings")
LOCALES = ["en", "de", "fr", "es", "it", "pt-BR", "ru", "ja", "zh-Hans", "ko", "ar", "he", "hi", "th"]

# key: one translation per locale, in LOCALES order (en first).
WRITTEN = {
    "Cancel": ["Cancel", "Abbrechen", "Annuler", "Cancelar", "Annulla", "Cancelar", "Отмена", "キャンセル", "取消", "취소", "إلغاء", "ביטול", "रद्द करें", "ยกเลิก"],
    "OK": ["OK", "OK", "OK", "Aceptar", "OK", "OK", "ОК", "OK", "好", "확인", "حسنًا", "אישור", "ठीक है", "ตกลง"],
    "Save": ["Save", "Sichern", "Enregistrer", "Guardar", "Salva", "Salvar", "Сохранить", "保存", "存储", "저장", "حفظ", "שמירה", "सहेजें", "บันทึก"],
    "Delete": ["Delete", "Löschen", "Supprimer", "Eliminar", "Elimina", "Apagar", "Удалить", "削除", "删除", "삭제", "حذف", "מחיקה", "हटाएँ", "ลบ"],
    "Done": ["Done", "Fertig", "Terminé", "Listo", "Fine", "OK", "Готово", "完了", "完成", "완료", "تم", "סיום", "हो गया", "เสร็จสิ้น"],
    "Edit": ["Edit", "Bearbeiten", "Modifier", "Editar", "Modifica", "Editar", "Изменить", "編集", "编辑", "편집", "تعديل", "עריכה", "संपादित करें", "แก้ไข"],
    "Settings": ["Settings", "Einstellungen", "Réglages", "Ajustes", "Impostazioni", "Ajustes", "Настройки", "設定", "设置", "설정", "الإعدادات", "הגדרות", "सेटिंग्ज़", "การตั้งค่า"],
    "Search": ["Search", "Suchen", "Rechercher", "Buscar", "Cerca", "Buscar", "Поиск", "検索", "搜索", "검색", "بحث", "חיפוש", "खोजें", "ค้นหา"],
    "Share": ["Share", "Teilen", "Partager", "Compartir", "Condividi", "Compartilhar", "Поделиться", "共有", "共享", "공유", "مشاركة", "שיתוף", "शेयर करें", "แชร์"],
    "Back": ["Back", "Zurück", "Retour", "Atrás", "Indietro", "Voltar", "Назад", "戻る", "返回", "뒤로", "رجوع", "חזרה", "वापस", "ย้อนกลับ"],
    "Next": ["Next", "Weiter", "Suivant", "Siguiente", "Avanti", "Próximo", "Далее", "次へ", "下一步", "다음", "التالي", "הבא", "अगला", "ถัดไป"],
    "Close": ["Close", "Schließen", "Fermer", "Cerrar", "Chiudi", "Fechar", "Закрыть", "閉じる", "关闭", "닫기", "إغلاق", "סגירה", "बंद करें", "ปิด"],
    "Continue": ["Continue", "Fortfahren", "Continuer", "Continuar", "Continua", "Continuar", "Продолжить", "続ける", "继续", "계속", "متابعة", "המשך", "जारी रखें", "ดำเนินการต่อ"],
    "Sign In": ["Sign In", "Anmelden", "Se connecter", "Iniciar sesión", "Accedi", "Entrar", "Войти", "サインイン", "登录", "로그인", "تسجيل الدخول", "התחברות", "साइन इन करें", "ลงชื่อเข้า"],
    "Sign Out": ["Sign Out", "Abmelden", "Se déconnecter", "Cerrar sesión", "Esci", "Sair", "Выйти", "サインアウト", "退出登录", "로그아웃", "تسجيل الخروج", "התנתקות", "साइन आउट करें", "ลงชื่อออก"],
    "Try Again": ["Try Again", "Erneut versuchen", "Réessayer", "Reintentar", "Riprova", "Tentar novamente", "Повторить", "再試行", "重试", "다시 시도", "إعادة المحاولة", "ניסיון חוזר", "फिर से कोशिश करें", "ลองอีกครั้ง"],
    "Notifications": ["Notifications", "Mitteilungen", "Notifications", "Notificaciones", "Notifiche", "Notificações", "Уведомления", "通知", "通知", "알림", "الإشعارات", "התראות", "सूचनाएँ", "การแจ้งเตือน"],
    "Welcome back, %@!": ["Welcome back, %@!", "Willkommen zurück, %@!", "Bon retour, %@ !", "¡Hola de nuevo, %@!", "Bentornato, %@!",
                          "Bem-vindo de volta, %@!", "С возвращением, %@!", "おかえりなさい、%@さん！", "欢迎回来，%@！", "다시 오신 것을 환영합니다, %@님!",
                          "مرحبًا بعودتك، %@!", "ברוך שובך, %@!", "वापसी पर स्वागत है, %@!", "ยินดีต้อนรับกลับ %@!"],
    "Your changes could not be saved. Check your connection and try again.": [
        "Your changes could not be saved. Check your connection and try again.",
        "Deine Änderungen konnten nicht gesichert werden. Überprüfe deine Verbindung und versuche es erneut.",
        "Vos modifications n’ont pas pu être enregistrées. Vérifiez votre connexion et réessayez.",
        "No se han podido guardar los cambios. Comprueba tu conexión e inténtalo de nuevo.",
        "Impossibile salvare le modifiche. Controlla la connessione e riprova.",
        "Não foi possível salvar as alterações. Verifique sua conexão e tente novamente.",
        "Не удалось сохранить изменения. Проверьте подключение и повторите попытку.",
        "変更を保存できませんでした。接続を確認してもう一度お試しください。",
        "无法存储你的更改。请检查网络连接后重试。",
        "변경 사항을 저장할 수 없습니다. 연결 상태를 확인한 후 다시 시도하십시오.",
        "تعذّر حفظ التغييرات. تحقق من الاتصال وحاول مرة أخرى.",
        "לא ניתן היה לשמור את השינויים. בדוק את החיבור ונסה שוב.",
        "आपके बदलाव सहेजे नहीं जा सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।",
        "ไม่สามารถบันทึกการเปลี่ยนแปลงของคุณได้ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง",
    ],
}
assert all(len(v) == len(LOCALES) for v in WRITTEN.values())

ORDER = ["zero", "one", "two", "few", "many", "other"]


def babel_locale(tag):
    return Locale.parse(tag.replace("-", "_"))


def unit(text, state="translated"):
    return {"stringUnit": {"state": state, "value": text}}


def plural(tag, patterns):
    """A plural variation for every category the locale's CLDR rules use; `patterns(cat)` gives CLDR's pattern."""
    loc = babel_locale(tag)
    categories = sorted(set(loc.plural_form.tags) | {"other"}, key=ORDER.index)
    return {"variations": {"plural": {c: unit(patterns(loc, c).replace("{0}", "%lld")) for c in categories}}}


def pick(mapping, category):
    if category in mapping:
        return mapping[category]
    return mapping["other"]


def minutes(loc, c):
    patterns = loc._data["unit_patterns"]["duration-minute"]
    for length in ("long", "short"):
        if length in patterns and (c in patterns[length] or "other" in patterns[length]):
            return pick(patterns[length], c)
    raise KeyError(c)


def days(direction):
    return lambda loc, c: pick(loc._data["date_fields"]["day"][direction], c)


CLDR_NAMES = {
    "Monday": lambda l: l.days["stand-alone"]["wide"][0],
    "Wednesday": lambda l: l.days["stand-alone"]["wide"][2],
    "Saturday": lambda l: l.days["stand-alone"]["wide"][5],
    "January": lambda l: l.months["stand-alone"]["wide"][1],
    "September": lambda l: l.months["stand-alone"]["wide"][9],
    "English": lambda l: l.languages["en"],
    "German": lambda l: l.languages["de"],
    "Japanese": lambda l: l.languages["ja"],
    "Arabic": lambda l: l.languages["ar"],
}
CLDR_PLURALS = (("%lld minutes", minutes), ("In %lld days", days("future")), ("%lld days ago", days("past")))


def values_for(tag):
    """The CLDR-derived values of one locale. Run in a fresh process per locale: Babel 2.18 can
    hand one locale's resolved aliases (stand-alone month names) to the next locale loaded in the
    same process."""
    loc = babel_locale(tag)
    names = {key: get(loc) for key, get in CLDR_NAMES.items()}
    plurals = {key: plural(tag, patterns) for key, patterns in CLDR_PLURALS}
    return {"names": names, "plurals": plurals}


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--values":
        print(json.dumps(values_for(sys.argv[2]), ensure_ascii=False))
        return
    per_locale = {}
    for tag in LOCALES:
        out = subprocess.run([sys.executable, os.path.abspath(__file__), "--values", tag], check=True, capture_output=True, text=True)
        per_locale[tag] = json.loads(out.stdout)
    strings = {}
    for key, values in WRITTEN.items():
        strings[key] = {"localizations": {tag: unit(v) for tag, v in zip(LOCALES, values)}}
    for key in CLDR_NAMES:
        strings[key] = {"comment": "From CLDR (Babel %s)" % babel.__version__,
                        "localizations": {tag: unit(per_locale[tag]["names"][key]) for tag in LOCALES}}
    for key, _ in CLDR_PLURALS:
        strings[key] = {"comment": "CLDR plural patterns (Babel %s)" % babel.__version__,
                        "localizations": {tag: per_locale[tag]["plurals"][key] for tag in LOCALES}}
    catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
    with open(OUT, "w") as f:
        f.write(json.dumps(catalog, indent=2, ensure_ascii=False, sort_keys=True, separators=(",", " : ")) + "\n")
    print("%d strings, %d locales" % (len(strings), len(LOCALES)))


if __name__ == "__main__":
    main()
