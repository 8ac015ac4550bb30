//! Folding for search: one folded char per input char (so match positions map back 1:1), lower case,
//! and the diacritics of Latin letters stripped (`é` → `e`, `Å` → `a`, `ß` → `s`). Other scripts
//! (CJK, Arabic, Hebrew, emoji) are only lower-cased where Unicode defines it.

/// The folded form of one char.
pub fn fold_char(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    let lower = c.to_lowercase().next().unwrap_or(c);
    strip_diacritic(lower)
}

/// The folded form of a string (same number of chars).
pub fn fold(s: &str) -> String {
    s.chars().map(fold_char).collect()
}

fn strip_diacritic(c: char) -> char {
    match c {
        'à'..='å'
        | 'ā'
        | 'ă'
        | 'ą'
        | 'ǎ'
        | 'ạ'
        | 'ả'
        | 'ấ'
        | 'ầ'
        | 'ẩ'
        | 'ẫ'
        | 'ậ'
        | 'ắ'
        | 'ằ'
        | 'ẳ'
        | 'ẵ'
        | 'ặ' => 'a',
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => 'c',
        'ď' | 'đ' => 'd',
        'è'..='ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' | 'ẹ' | 'ẻ' | 'ẽ' | 'ế' | 'ề' | 'ể' | 'ễ' | 'ệ' => {
            'e'
        }
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => 'g',
        'ĥ' | 'ħ' => 'h',
        'ì'..='ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' | 'ǐ' | 'ỉ' | 'ị' => 'i',
        'ĵ' => 'j',
        'ķ' => 'k',
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => 'l',
        'ñ' | 'ń' | 'ņ' | 'ň' => 'n',
        'ò'..='ö'
        | 'ø'
        | 'ō'
        | 'ŏ'
        | 'ő'
        | 'ơ'
        | 'ǒ'
        | 'ọ'
        | 'ỏ'
        | 'ố'
        | 'ồ'
        | 'ổ'
        | 'ỗ'
        | 'ộ'
        | 'ớ'
        | 'ờ'
        | 'ở'
        | 'ỡ'
        | 'ợ' => 'o',
        'ŕ' | 'ŗ' | 'ř' => 'r',
        'ś' | 'ŝ' | 'ş' | 'š' | 'ș' | 'ß' => 's',
        'ţ' | 'ť' | 'ŧ' | 'ț' => 't',
        'ù'..='ü'
        | 'ũ'
        | 'ū'
        | 'ŭ'
        | 'ů'
        | 'ű'
        | 'ų'
        | 'ư'
        | 'ǔ'
        | 'ụ'
        | 'ủ'
        | 'ứ'
        | 'ừ'
        | 'ử'
        | 'ữ'
        | 'ự' => 'u',
        'ŵ' => 'w',
        'ý' | 'ÿ' | 'ŷ' | 'ỳ' | 'ỵ' | 'ỷ' | 'ỹ' => 'y',
        'ź' | 'ż' | 'ž' => 'z',
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_accents_and_case_keeping_length() {
        assert_eq!(fold("Café Ünïcödé ÅSS ß"), "cafe unicode ass s");
        let rtl = "שָׁלוֹם مرحبا 😀";
        assert_eq!(fold(rtl).chars().count(), rtl.chars().count());
    }
}
