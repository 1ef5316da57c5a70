//! What BehaviorTree.CPP's XML parser lets through and XML does not.
//!
//! BT.CPP reads its files with tinyxml2, which keeps a bare `&` or `<` in
//! an attribute value as it is and takes an XML declaration after leading
//! blank space. Its own tutorials rely on the first
//! (`<Precondition if="A>-B && color != BLUE">`), its tests on the others
//! (`_skipIf="A<2"`). Both of `bt`'s XML loaders read such a file as
//! BT.CPP does: [`tolerant_xml`] rewrites it into well-formed XML and maps
//! every position in the rewritten text back to the file, so errors still
//! point at the file's own line and column.

use alloc::string::String;
use alloc::vec::Vec;

/// A BehaviorTree.CPP file rewritten into well-formed XML by
/// [`tolerant_xml`], with the map from its positions to the file's.
#[derive(Clone, Debug)]
pub struct TolerantXml {
    text: String,
    /// For each part of the file replaced, in order: where its
    /// replacement starts and ends in `text`, and where the part starts
    /// and ends in the file.
    escapes: Vec<(usize, usize, usize, usize)>,
}

impl TolerantXml {
    /// The well-formed text to parse.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The byte offset in the file of byte `offset` of [`text`](Self::text)
    /// (an offset inside an escape is that of the escaped character).
    pub fn original_offset(&self, offset: usize) -> usize {
        let i = self.escapes.partition_point(|&(start, ..)| start <= offset);
        match i.checked_sub(1).map(|i| self.escapes[i]) {
            None => offset,
            Some((_, end, at, _)) if offset < end => at,
            Some((_, end, _, at_end)) => at_end + (offset - end),
        }
    }
}

/// Rewrites what BehaviorTree.CPP's parser (tinyxml2) accepts and XML
/// does not into well-formed XML that means what BT.CPP reads: in
/// attribute values, a `&` that does not start one of XML's references
/// becomes `&amp;` and a `<` becomes `&lt;`; an XML declaration after
/// leading blank space is blanked out (spaces of the same length, so no
/// position moves). `None` when `text` needs none of this. Comments,
/// CDATA sections and processing instructions are left as they are.
///
/// ```
/// use bt_core::table::tolerant_xml;
///
/// let file = r#"<A if="a<2 && b"/>"#;
/// let fixed = tolerant_xml(file).unwrap();
/// assert_eq!(fixed.text(), r#"<A if="a&lt;2 &amp;&amp; b"/>"#);
/// // `b` is at byte 14 of the file.
/// assert_eq!(fixed.original_offset(fixed.text().find('b').unwrap()), 14);
/// assert!(tolerant_xml(r#"<A if="a &lt; 2 &amp;&amp; b"/>"#).is_none());
/// ```
pub fn tolerant_xml(text: &str) -> Option<TolerantXml> {
    let bytes = text.as_bytes();
    let mut out: Option<TolerantXml> = None;
    // Bytes of `text` before `copied` are in `out` already.
    let mut copied = 0;
    let mut i = 0;
    // Replaces `text[at..end]` with `with`.
    let mut escape = |out: &mut Option<TolerantXml>,
                      copied: &mut usize,
                      (at, end): (usize, usize),
                      with: &str| {
        let o = out.get_or_insert_with(|| TolerantXml {
            text: String::with_capacity(text.len() + 16),
            escapes: Vec::new(),
        });
        o.text.push_str(&text[*copied..at]);
        let start = o.text.len();
        o.text.push_str(with);
        o.escapes.push((start, o.text.len(), at, end));
        *copied = end;
    };
    while i < bytes.len() {
        if bytes[i] != b'<' {
            i += 1;
            continue;
        }
        // `i` is at a `<`, so at a character's start.
        let rest = &text[i..];
        let skip_to = |end: &str| rest.find(end).map_or(bytes.len(), |e| i + e + end.len());
        if rest.starts_with("<!--") {
            i = skip_to("-->");
        } else if rest.starts_with("<![CDATA[") {
            i = skip_to("]]>");
        } else if rest.starts_with("<?") {
            let end = skip_to("?>");
            let is_declaration = rest
                .get(..5)
                .is_some_and(|s| s.eq_ignore_ascii_case("<?xml"))
                && rest[5..].starts_with(|c: char| c.is_ascii_whitespace() || c == '?');
            let late = i > 0 && text[..i].trim_start_matches('\u{feff}').trim().is_empty();
            if is_declaration && late && text[i..end].is_ascii() {
                escape(&mut out, &mut copied, (i, end), &" ".repeat(end - i));
            }
            i = end;
        } else if rest.starts_with("<!") {
            i = skip_to(">");
        } else {
            i = tag(text, i + 1, &mut out, &mut copied, &mut escape);
        }
    }
    if let Some(o) = &mut out {
        o.text.push_str(&text[copied..]);
    }
    out
}

/// Reads a tag from `i` (after its `<`) to its `>`, escaping in its
/// attribute values; returns where the tag ends.
fn tag(
    text: &str,
    mut i: usize,
    out: &mut Option<TolerantXml>,
    copied: &mut usize,
    escape: &mut impl FnMut(&mut Option<TolerantXml>, &mut usize, (usize, usize), &str),
) -> usize {
    let bytes = text.as_bytes();
    let mut quote = None;
    while i < bytes.len() {
        let b = bytes[i];
        match quote {
            None if b == b'>' => return i + 1,
            None if b == b'"' || b == b'\'' => quote = Some(b),
            Some(q) if b == q => quote = None,
            Some(_) if b == b'<' => escape(out, copied, (i, i + 1), "&lt;"),
            Some(_) if b == b'&' && !is_reference(&text[i + 1..]) => {
                escape(out, copied, (i, i + 1), "&amp;");
            }
            None | Some(_) => {}
        }
        i += 1;
    }
    i
}

/// Whether `rest` (after a `&`) is one of XML's references: a predefined
/// entity or a character reference, up to its `;`.
fn is_reference(rest: &str) -> bool {
    // Every reference is letters, digits and `#` up to its `;`: looking no
    // further than them (not to the next `;` anywhere in the text) keeps
    // reading a file with many a `&&` linear in its size.
    let end = rest
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || b == b'#'))
        .unwrap_or(rest.len());
    if rest.as_bytes().get(end) != Some(&b';') {
        return false;
    }
    let name = &rest[..end];
    matches!(name, "amp" | "lt" | "gt" | "quot" | "apos")
        || name
            .strip_prefix("#x")
            .is_some_and(|h| !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit()))
        || name
            .strip_prefix('#')
            .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

/// The line and column (from 1, columns in characters) of byte `offset`
/// of `text`, as XML parsers count them.
///
/// ```
/// assert_eq!(bt_core::table::line_column("ab\ncé d", 6), (2, 3));
/// ```
pub fn line_column(text: &str, offset: usize) -> (u32, u32) {
    let mut end = offset.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let before = &text[..end];
    let line_start = before.rfind('\n').map_or(0, |n| n + 1);
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let column = before[line_start..].chars().count() + 1;
    (
        u32::try_from(line).unwrap_or(u32::MAX),
        u32::try_from(column).unwrap_or(u32::MAX),
    )
}

/// The bytes of text a [`LineIndex`] counts UTF-8 continuation bytes
/// over, one count for each block.
const BLOCK: usize = 256;

/// Where the lines of a text start, for [`line_column`] answered without
/// reading the text from its start: a loader places every element and
/// attribute of a file, and reading from the start for each made loading
/// quadratic in the size of the file.
///
/// ```
/// use bt_core::table::{LineIndex, line_column};
///
/// let text = "ab\ncé d";
/// let lines = LineIndex::new(text);
/// assert_eq!(lines.line_column(text, 6), line_column(text, 6));
/// ```
#[derive(Clone, Debug)]
pub struct LineIndex {
    /// The byte offset of each line's start (the first is 0).
    starts: Vec<usize>,
    /// For each block of [`BLOCK`] bytes, how many UTF-8 continuation
    /// bytes come before it, then how many the text has: counting the
    /// characters between two offsets reads at most two blocks' worth of
    /// bytes, and none in a block of ASCII.
    continuations: Vec<usize>,
}

impl LineIndex {
    /// Indexes `text`, in one pass over it.
    pub fn new(text: &str) -> Self {
        let bytes = text.as_bytes();
        let starts = core::iter::once(0).chain(newlines(bytes)).collect();
        let mut continuations = Vec::with_capacity(bytes.len() / BLOCK + 1);
        let mut before = 0;
        for block in bytes.chunks(BLOCK) {
            continuations.push(before);
            before += block.iter().filter(|&&b| is_continuation(b)).count();
        }
        continuations.push(before);
        Self {
            starts,
            continuations,
        }
    }

    /// [`line_column`] of `text` (the text this index was made from) at
    /// byte `offset`, in time logarithmic in the number of lines.
    pub fn line_column(&self, text: &str, offset: usize) -> (u32, u32) {
        let mut end = offset.min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        // The lines that start at or before `end`: the line of `end` is
        // the last of them.
        let line = self.starts.partition_point(|&start| start <= end);
        let line_start = self.starts[line - 1];
        let bytes = text.as_bytes();
        let column = (end - line_start)
            - (self.continuations_before(bytes, end)
                - self.continuations_before(bytes, line_start))
            + 1;
        (
            u32::try_from(line).unwrap_or(u32::MAX),
            u32::try_from(column).unwrap_or(u32::MAX),
        )
    }

    /// The UTF-8 continuation bytes of `bytes[..offset]`.
    fn continuations_before(&self, bytes: &[u8], offset: usize) -> usize {
        let block = offset / BLOCK;
        match self.continuations.get(block..=block + 1) {
            // A block of ASCII (most of them): nothing to count in it.
            Some(&[before, after]) if before == after => before,
            _ => {
                let before = self.continuations.get(block).copied().unwrap_or(0);
                before
                    + bytes[block * BLOCK..offset]
                        .iter()
                        .filter(|&&b| is_continuation(b))
                        .count()
            }
        }
    }
}

/// The offset after each `\n` of `bytes`.
fn newlines(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    bytes
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .map(|(i, _)| i + 1)
}

/// `b` continues a UTF-8 character (it does not start one).
const fn is_continuation(b: u8) -> bool {
    b & 0xC0 == 0x80
}

/// The byte offset of `line` and `column` (from 1, columns in characters)
/// in `text`: the inverse of [`line_column`], clamped to the text.
pub fn offset_of(text: &str, line: u32, column: u32) -> usize {
    let mut start = 0;
    for _ in 1..line {
        match text[start..].find('\n') {
            Some(n) => start += n + 1,
            None => return text.len(),
        }
    }
    let line_text = &text[start..];
    let skip = usize::try_from(column.saturating_sub(1)).unwrap_or(usize::MAX);
    start
        + line_text
            .char_indices()
            .nth(skip)
            .map_or(line_text.len(), |(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(text: &str) -> String {
        tolerant_xml(text).map_or_else(|| String::from(text), |t| String::from(t.text()))
    }

    #[test]
    fn escapes_only_inside_attribute_values() {
        assert_eq!(
            fixed("<a x=\"1<2 && y\" z='&q'>t &amp; u</a>"),
            "<a x=\"1&lt;2 &amp;&amp; y\" z='&amp;q'>t &amp; u</a>"
        );
        // References stay; a quote of the other kind does not end a value.
        assert_eq!(
            fixed("<a x=\"&#65;&#x41;&lt;'&\"/>"),
            "<a x=\"&#65;&#x41;&lt;'&amp;\"/>"
        );
        for unchanged in [
            "<!-- a < b && c --><a x=\"&amp;\"/>",
            "<a><![CDATA[ x=\"<&\" ]]></a>",
            "<?pi x=\"<&\"?><a/>",
            "<?xml version=\"1.0\"?>\n<a/>",
        ] {
            assert!(tolerant_xml(unchanged).is_none(), "{unchanged}");
        }
    }

    #[test]
    fn blanks_a_late_declaration_in_place() {
        let text = "\n   <?xml version=\"1.0\"?>\n<a x=\"&&\"/>";
        let t = tolerant_xml(text).unwrap();
        assert_eq!(
            t.text(),
            "\n                        \n<a x=\"&amp;&amp;\"/>"
        );
        let x = t.text().find("x=").unwrap();
        assert_eq!(t.original_offset(x), text.find("x=").unwrap());
        assert_eq!(t.original_offset(5), 4, "inside the declaration: its start");
    }

    #[test]
    fn maps_offsets_back_to_the_file() {
        let text = "<a x=\"&&<\" y=\"é\"/>";
        let t = tolerant_xml(text).unwrap();
        for (c, n) in [('y', 1), ('é', 1), ('/', 1)] {
            let at = t.text().match_indices(c).nth(n - 1).unwrap().0;
            assert_eq!(t.original_offset(at), text.find(c).unwrap(), "{c}");
        }
        // Inside an escape: the escaped character.
        let second = t.text().match_indices("&amp;").nth(1).unwrap().0;
        assert_eq!(t.original_offset(second + 2), 7);
        assert_eq!(t.original_offset(t.text().find("&lt;").unwrap() + 3), 8);
    }

    #[test]
    fn any_text_is_read_without_panicking() {
        let pieces = [
            "<", "a", " x=\"", "\"", "'", "&", "é", "<?xml ", "?>", "<!--", "-->", ";", "&#x", "\n",
        ];
        let mut seed = 7_u32;
        for _ in 0..20_000 {
            let mut text = String::new();
            for _ in 0..(seed % 12) {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                text.push_str(pieces[(seed >> 16) as usize % pieces.len()]);
            }
            if let Some(t) = tolerant_xml(&text) {
                for offset in 0..=t.text().len() {
                    assert!(t.original_offset(offset) <= text.len(), "{text:?}");
                }
            }
            let lines = LineIndex::new(&text);
            for offset in 0..=text.len() {
                let (line, column) = line_column(&text, offset);
                assert_eq!(lines.line_column(&text, offset), (line, column), "{text:?}");
                assert!(offset_of(&text, line, column) <= offset, "{text:?}");
            }
        }
    }

    #[test]
    fn lines_and_columns_round_trip() {
        let text = "ab\ncé d\n\nx";
        for offset in [0, 1, 3, 4, 6, 7, 9, 10, 11] {
            let (line, column) = line_column(text, offset);
            assert_eq!(offset_of(text, line, column), offset, "{offset}");
        }
        assert_eq!(line_column(text, 5), (2, 2), "inside `é`: its start");
        assert_eq!(offset_of(text, 9, 1), text.len());
    }

    #[test]
    fn the_index_places_as_line_column_does() {
        // Lines longer and shorter than a block, characters of one to four
        // bytes across block boundaries, offsets inside characters and
        // past the end.
        let mut text = String::new();
        for i in 0..40 {
            for _ in 0..(i * 13 % 97) {
                text.push(['a', 'é', '€', '𝄞', ' '][i % 5]);
            }
            text.push('\n');
        }
        text.push_str(&"ascii".repeat(200));
        text.push_str("no newline at the end é");
        for text in [&*text, "", "\n", "é", "a\n\nb"] {
            let lines = LineIndex::new(text);
            for offset in 0..=text.len() + 2 {
                assert_eq!(
                    lines.line_column(text, offset),
                    line_column(text, offset),
                    "{offset} of {text:?}"
                );
            }
        }
    }
}
