//! Scripts, typed and compiled when the tree is loaded: every name is
//! resolved to a condition or a context entry and every operator checked
//! against its operands' types, so that what BT.CPP throws at run time
//! for a mistake in a script is a load error here. What only the values
//! can tell (a real written into an integer entry, a text that is not a
//! number) fails when the script runs: the statement is not done and the
//! script stops (see the module docs of `bt::xml` for what each node does
//! then).

use core::any::{Any, TypeId};

use super::script::{AssignOp, Ast, Bin, Cmp, Form, Unary};
use super::{
    Attrs, Binding, Box, Builder, Cond, Doc, Error, Kind, Pos, Scope, Script, Shared, Spec, Status,
    String, ToString, Vec, a_type, format, no_port_help,
};
use super::{key_of, parse_bool, raw_offset};
use crate::custom::{ChildNode, DecoratorNode};
use crate::leaf::{action, condition};
use crate::table::Category;

/// A value while a script runs: BT.CPP's scripts compute with doubles
/// and strings (`true` and `false` are 1 and 0).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Val {
    Num(f64),
    Text(String),
}

/// The type of an expression, known when the tree is loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ty {
    Num,
    Text,
}

impl Ty {
    fn as_str(self) -> &'static str {
        match self {
            Self::Num => "a number",
            Self::Text => "a text",
        }
    }
}

impl Val {
    /// The value as a text: a whole number without a fraction (`3`), any
    /// other as Rust writes an `f64` (a number joined to a text is written
    /// by [`Form`], as BT.CPP writes it; an error message, by
    /// [`shown_number`]).
    pub(crate) fn into_text(self) -> String {
        match self {
            Self::Text(t) => t,
            Self::Num(n) => number_text(n),
        }
    }

    /// The value as a number: a text is read as one (`true` and `false`
    /// are 1 and 0, as BT.CPP reads them).
    #[inline]
    pub(crate) fn number(&self) -> Result<f64, Fail> {
        match self {
            Self::Num(n) => Ok(*n),
            Self::Text(t) => text_as_number(t),
        }
    }
}

#[allow(clippy::cast_possible_truncation)] // checked: whole and in range
fn number_text(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    }
}

/// A number as an error message writes it: a whole number without a
/// fraction (`3`), any other short, with an exponent where it is large or
/// small (`1.5`, `1e300`, not 301 digits).
#[allow(clippy::cast_possible_truncation)] // checked: whole and in range
pub(super) fn shown_number(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        format!("{n:?}")
    }
}

/// A number as BT.CPP writes it joined to a text: C++'s `std::to_string`
/// of its `int64_t` ([`Form::Whole`]) or `double` ([`Form::Real`], C's
/// `%f`: six decimals, `inf`, `-nan`).
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss
)] // whole and in range
pub(crate) fn form_text(n: f64, form: Form) -> String {
    if form == Form::Whole && n.fract() == 0.0 {
        if n >= i64::MIN as f64 && n < i64::MAX as f64 {
            return format!("{}", n as i64);
        }
        if n >= 0.0 && n < u64::MAX as f64 {
            return format!("{}", n as u64);
        }
    }
    if n.is_nan() {
        // (glibc writes the sign of a NaN: x86's 0/0 is negative.)
        String::from(if n.is_sign_negative() { "-nan" } else { "nan" })
    } else {
        format!("{n:.6}")
    }
}

/// The scripting enums' numbers by name ([`Factory::scripting_enum`]).
///
/// [`Factory::scripting_enum`]: crate::xml::Factory::scripting_enum
pub(crate) type Enums = alloc::collections::BTreeMap<String, f64>;

/// A text read as a number, for [`Val::number`] (out of line: scripts
/// mostly compute with numbers).
#[cold]
fn text_as_number(t: &str) -> Result<f64, Fail> {
    text_number(t).ok_or_else(|| format!("'{t}' is not a number").into())
}

pub(crate) fn text_number(t: &str) -> Option<f64> {
    match t.trim() {
        "true" => Some(1.0),
        "false" => Some(0.0),
        t => t.parse().ok(),
    }
}

/// A number as a whole `i64`, for the bitwise operators.
#[allow(clippy::cast_possible_truncation, clippy::cast_precision_loss)]
fn whole(n: f64, op: &str) -> Result<i64, Fail> {
    if n.fract() == 0.0 && n >= i64::MIN as f64 && n < i64::MAX as f64 {
        Ok(n as i64)
    } else {
        Err(format!("`{op}` takes whole numbers, not {}", shown_number(n)).into())
    }
}

/// `true` if `left op right`: numbers as reals (equal within
/// `f32::EPSILON`), texts as texts, a text beside a number read as one
/// (where it is not one, the comparison does not hold; BT.CPP throws).
fn holds(op: Cmp, left: &Val, right: &Val) -> bool {
    match (left, right) {
        (Val::Num(a), Val::Num(b)) => op.holds_for_numbers(*a, *b),
        (Val::Text(a), Val::Text(b)) => op.holds_for_texts(a, b),
        (Val::Text(a), Val::Num(b)) => text_number(a).is_some_and(|a| op.holds_for_numbers(a, *b)),
        (Val::Num(a), Val::Text(b)) => text_number(b).is_some_and(|b| op.holds_for_numbers(*a, b)),
    }
}

/// A Rust type that scripts write: the numbers, `bool` and `String`.
trait ScriptValue: Sized {
    const TY: Ty;
    /// How BT.CPP writes a value of the type joined to a text.
    const FORM: Form = Form::Whole;
    fn from_val(v: &Val) -> Result<Self, Fail>;
    /// From a number (for a type of `Ty::Num`), without a `Val`.
    fn from_num(n: f64) -> Result<Self, Fail> {
        Self::from_val(&Val::Num(n))
    }
}

macro_rules! whole_numbers {
    ($($t:ty),*) => {$(
        impl ScriptValue for $t {
            const TY: Ty = Ty::Num;
            fn from_val(v: &Val) -> Result<Self, Fail> {
                Self::from_num(v.number()?)
            }

            #[allow(
                clippy::cast_possible_truncation,
                clippy::cast_precision_loss,
                clippy::cast_sign_loss,
                clippy::cast_lossless,
                clippy::float_cmp // whole: the cast back is exact
            )]
            #[inline]
            fn from_num(n: f64) -> Result<Self, Fail> {
                // (`MAX as f64 + 1.0` is the first real past the range: for
                // 64 bits, `MAX as f64` is already 2^63 or 2^64. In the
                // range, the cast is exact if and only if `n` is whole.)
                if n >= <$t>::MIN as f64 && n < <$t>::MAX as f64 + 1.0 && (n as $t) as f64 == n {
                    Ok(n as $t)
                } else {
                    Err(format!("{} is not a valid {}", shown_number(n), stringify!($t)).into())
                }
            }
        }
    )*};
}
whole_numbers!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

impl ScriptValue for f64 {
    const TY: Ty = Ty::Num;
    const FORM: Form = Form::Real;
    fn from_val(v: &Val) -> Result<Self, Fail> {
        v.number()
    }

    #[inline]
    fn from_num(n: f64) -> Result<Self, Fail> {
        Ok(n)
    }
}

impl ScriptValue for f32 {
    const TY: Ty = Ty::Num;
    const FORM: Form = Form::Real;
    #[allow(clippy::cast_possible_truncation)] // as BT.CPP's double to float
    fn from_val(v: &Val) -> Result<Self, Fail> {
        v.number().map(|n| n as f32)
    }

    #[allow(clippy::cast_possible_truncation)] // as BT.CPP's double to float
    #[inline]
    fn from_num(n: f64) -> Result<Self, Fail> {
        Ok(n as f32)
    }
}

impl ScriptValue for bool {
    const TY: Ty = Ty::Num;
    fn from_val(v: &Val) -> Result<Self, Fail> {
        v.number()
            .ok()
            .and_then(|n| Self::from_num(n).ok())
            .ok_or_else(|| {
                let shown = match v {
                    Val::Num(n) => shown_number(*n),
                    Val::Text(t) => t.clone(),
                };
                format!("{shown} is not a bool (true, false, 1 or 0)").into()
            })
    }

    #[allow(clippy::float_cmp)] // exactly 0 or 1
    #[inline]
    fn from_num(n: f64) -> Result<Self, Fail> {
        if n == 0.0 {
            Ok(false)
        } else if n == 1.0 {
            Ok(true)
        } else {
            Err(format!("{} is not a bool (true, false, 1 or 0)", shown_number(n)).into())
        }
    }
}

impl ScriptValue for String {
    const TY: Ty = Ty::Text;
    fn from_val(v: &Val) -> Result<Self, Fail> {
        Ok(v.clone().into_text())
    }
}

/// Why a script failed when it ran: a message (boxed behind one pointer,
/// so that a number's result fits two registers on the scripts' paths).
pub(crate) type Fail = Box<String>;

/// Writes a value into an entry, converted to the entry's type.
pub(crate) type Write<C> = Shared<threads!(dyn Fn(&mut C, &Val) -> Result<(), Fail>)>;

/// Writes a number into an entry of a number type (or `bool`).
pub(crate) type WriteNum<C> = Shared<threads!(dyn Fn(&mut C, f64) -> Result<(), Fail>)>;

/// An entry's value as a text.
pub(crate) type TextOf<C> = Shared<threads!(dyn Fn(&C) -> String)>;

/// How scripts write a writable entry of a type they know.
pub(crate) struct Assign<C: 'static> {
    pub(crate) ty: Ty,
    /// How the value of the assignment (the entry's, after it) is written
    /// joined to a text.
    pub(crate) form: Form,
    /// Whether a value converts to the entry's type (for literals, at
    /// load time).
    pub(crate) check: Check,
    pub(crate) write: Write<C>,
    /// For an entry of a number type or `bool`: the same, from a number.
    pub(crate) write_num: Option<WriteNum<C>>,
    /// For an entry of the user's type converted from texts
    /// ([`Factory::convert_from_text`](crate::xml::Factory::convert_from_text)):
    /// the type's name, for messages.
    pub(crate) parses: Option<&'static str>,
}

/// Whether a value converts to an entry's type.
pub(crate) type Check = Shared<threads!(dyn Fn(&Val) -> Result<(), Fail>)>;

impl<C: 'static> Assign<C> {
    /// What an entry of this writer is, for messages: `a number`, `a
    /// text`, or `a Pose` for a converted type.
    pub(crate) fn what(&self) -> String {
        match self.parses {
            Some(ty) => a_type(ty),
            None => String::from(self.ty.as_str()),
        }
    }
}

impl<C: 'static> Clone for Assign<C> {
    fn clone(&self) -> Self {
        Self {
            ty: self.ty,
            form: self.form,
            check: Shared::clone(&self.check),
            write: Shared::clone(&self.write),
            write_num: self.write_num.clone(),
            parses: self.parses,
        }
    }
}

/// The script writer of an entry whose setter is `set` (an
/// `Shared<dyn Fn(&mut C, T)>`), if scripts can write its type.
pub(crate) fn assign_of<C: 'static>(set: &dyn Any) -> Option<Assign<C>> {
    fn make<C: 'static, T: ScriptValue + 'static>(set: &dyn Any) -> Option<Assign<C>> {
        let set = Shared::clone(set.downcast_ref::<Shared<threads!(dyn Fn(&mut C, T))>>()?);
        let write_num: Option<WriteNum<C>> = (T::TY == Ty::Num).then(|| {
            let set = Shared::clone(&set);
            Shared::new(move |c: &mut C, n| {
                set(c, T::from_num(n)?);
                Ok(())
            }) as WriteNum<C>
        });
        Some(Assign {
            ty: T::TY,
            form: T::FORM,
            check: Shared::new(|v| T::from_val(v).map(drop)),
            write: Shared::new(move |c, v| {
                set(c, T::from_val(v)?);
                Ok(())
            }),
            write_num,
            parses: None,
        })
    }
    macro_rules! any_of {
        ($($t:ty),*) => { None$(.or_else(|| make::<C, $t>(set)))* };
    }
    any_of!(
        i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64, bool, String
    )
}

/// A text converted to a `T` ([`Factory::convert_from_text`]), the
/// error as a message.
///
/// [`Factory::convert_from_text`]: crate::xml::Factory::convert_from_text
pub(crate) type Parse<T> = Shared<threads!(dyn Fn(&str) -> Result<T, String>)>;

/// The script writer of an entry of the user's type `T` whose setter is
/// `set` (a `Shared<dyn Fn(&mut C, T)>`): it takes texts, converted by
/// `parse` (BT.CPP's `convertFromString<T>`), and no numbers.
pub(crate) fn assign_parsed<C: 'static, T: 'static>(
    parse: &Parse<T>,
    set: &dyn Any,
) -> Option<Assign<C>> {
    fn text<T>(v: &Val) -> Result<&str, Fail> {
        match v {
            Val::Text(text) => Ok(text),
            Val::Num(n) => Err(Box::new(format!(
                "{} is a number, and {} is converted from a text",
                shown_number(*n),
                a_type(core::any::type_name::<T>())
            ))),
        }
    }
    let set = Shared::clone(set.downcast_ref::<Shared<threads!(dyn Fn(&mut C, T))>>()?);
    let ty = core::any::type_name::<T>();
    let check = {
        let parse = Shared::clone(parse);
        Shared::new(move |v: &Val| parse(text::<T>(v)?).map(drop).map_err(Box::new)) as Check
    };
    let parse = Shared::clone(parse);
    Some(Assign {
        ty: Ty::Text,
        form: Form::Whole,
        check,
        write: Shared::new(move |c, v| {
            set(c, parse(text::<T>(v)?)?);
            Ok(())
        }),
        write_num: None,
        parses: Some(ty),
    })
}

/// Copies one entry into another.
pub(crate) type CopyEntry<C> = Shared<threads!(dyn Fn(&mut C))>;

/// The most characters of a script an error quotes.
const EXCERPT: usize = 60;

/// `script` as an error quotes it: whole if it is short, else a window of
/// [`EXCERPT`] characters around the byte offset `at` (the error's), with
/// `…` where it is cut.
fn excerpt(script: &str, at: usize) -> alloc::borrow::Cow<'_, str> {
    let len = script.chars().count();
    if len <= EXCERPT {
        return script.into();
    }
    let at = script
        .get(..at)
        .map_or(0, |before| before.chars().count())
        .min(len);
    // A third of the window before the error, the rest after it.
    let start = at.saturating_sub(EXCERPT / 3).min(len - EXCERPT);
    let end = start + EXCERPT;
    let window: String = script.chars().skip(start).take(EXCERPT).collect();
    let open = if start > 0 { "…" } else { "" };
    let close = if end < len { "…" } else { "" };
    format!("{open}{window}{close}").into()
}

/// The name in a `{name}` that `rest` starts with, if it does.
fn braced_name(rest: &str) -> Option<&str> {
    let inner = rest.strip_prefix('{')?;
    let end = inner.find('}')?;
    let name = &inner[..end];
    let bare = name.strip_prefix('@').unwrap_or(name);
    let is_name = bare.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && bare.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    is_name.then_some(name)
}

/// `script` with each `{name}` written `name`.
fn unbraced(script: &str) -> String {
    let mut out = String::with_capacity(script.len());
    let mut rest = script;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        if let Some(name) = braced_name(&rest[open..]) {
            out.push_str(name);
            rest = &rest[open + name.len() + 2..];
        } else {
            out.push('{');
            rest = &rest[open + 1..];
        }
    }
    out.push_str(rest);
    out
}

/// What a leaf the loader makes does when it ticks.
pub(crate) type Tick<C> = Shared<threads!(dyn Fn(&mut C) -> Status)>;

/// Copies one entry of type `T` into another as it is (`<SetBlackboard>`
/// of an entry into one of its type): `get` a `Shared<dyn Fn(&C) -> T>`,
/// `set` a `Shared<dyn Fn(&mut C, T)>`.
pub(crate) fn copy_of<C: 'static, T: 'static>(
    get: &dyn Any,
    set: &dyn Any,
) -> Option<CopyEntry<C>> {
    let get = Shared::clone(get.downcast_ref::<Shared<threads!(dyn Fn(&C) -> T)>>()?);
    let set = Shared::clone(set.downcast_ref::<Shared<threads!(dyn Fn(&mut C, T))>>()?);
    Some(Shared::new(move |c: &mut C| {
        let value = get(c);
        set(c, value);
    }))
}

/// The text of an entry whose getter is `get` (a `Shared<dyn Fn(&C) -> T>`),
/// for the types scripts know, as BT.CPP writes a value of the type as a
/// string (`std::to_string`): a `String` as it is, an integer whole, a
/// real with six decimals (`2.500000`), a `bool` as 1 or 0.
pub(crate) fn text_of<C: 'static>(get: &dyn Any) -> Option<TextOf<C>> {
    if let Some(get) = get.downcast_ref::<Shared<threads!(dyn Fn(&C) -> String)>>() {
        return Some(Shared::clone(get));
    }
    macro_rules! texts {
        ($($t:ty => $text:expr),* $(,)?) => {$(
            if let Some(get) = get.downcast_ref::<Shared<threads!(dyn Fn(&C) -> $t)>>() {
                let get = Shared::clone(get);
                let text: fn($t) -> String = $text;
                return Some(Shared::new(move |c| text(get(c))));
            }
        )*};
    }
    texts!(
        i8 => |n| n.to_string(),
        i16 => |n| n.to_string(),
        i32 => |n| n.to_string(),
        i64 => |n| n.to_string(),
        isize => |n| n.to_string(),
        u8 => |n| n.to_string(),
        u16 => |n| n.to_string(),
        u32 => |n| n.to_string(),
        u64 => |n| n.to_string(),
        usize => |n| n.to_string(),
        f32 => |x| form_text(x.into(), Form::Real),
        f64 => |x| form_text(x, Form::Real),
        bool => |b| String::from(if b { "1" } else { "0" }),
    );
    None
}

/// How BT.CPP writes the number of `entry` joined to a text: as its
/// scripts' writer says, else by its type (`f32` and `f64` are reals).
pub(crate) fn entry_form<C: 'static>(entry: &super::super::Entry<C>) -> Form {
    entry.assign.as_ref().map_or_else(
        || {
            let get = entry.getter.as_ref();
            if get.is::<Shared<threads!(dyn Fn(&C) -> f64)>>()
                || get.is::<Shared<threads!(dyn Fn(&C) -> f32)>>()
            {
                Form::Real
            } else {
                Form::Whole
            }
        },
        |assign| assign.form,
    )
}

/// The value of `entry` now, for Groot2's blackboard view (`None` for a
/// type with no text).
#[cfg(feature = "groot2")]
#[allow(clippy::cast_precision_loss)] // a u64 past i64::MAX, shown as a real
pub(crate) fn groot2_value<C: 'static>(
    entry: &super::super::Entry<C>,
    ctx: &C,
) -> Option<crate::groot2::Value> {
    use crate::groot2::Value;
    let get = entry.getter.as_ref();
    macro_rules! values {
        ($($t:ty => $v:expr),* $(,)?) => {$(
            if let Some(get) = get.downcast_ref::<Shared<threads!(dyn Fn(&C) -> $t)>>() {
                let f: fn($t) -> Value = $v;
                return Some(f(get(ctx)));
            }
        )*};
    }
    values!(
        bool => Value::Bool,
        i8 => |n| Value::Int(n.into()),
        i16 => |n| Value::Int(n.into()),
        i32 => |n| Value::Int(n.into()),
        i64 => Value::Int,
        u8 => |n| Value::Int(n.into()),
        u16 => |n| Value::Int(n.into()),
        u32 => |n| Value::Int(n.into()),
        isize => |n| i64::try_from(n).map_or(Value::Real(n as f64), Value::Int),
        u64 => |n| i64::try_from(n).map_or(Value::Real(n as f64), Value::Int),
        usize => |n| i64::try_from(n).map_or(Value::Real(n as f64), Value::Int),
        f32 => |x| Value::Real(x.into()),
        f64 => Value::Real,
    );
    entry.text.as_ref().map(|text| Value::Text(text(ctx)))
}

/// An entry read as a number: makes the compiled expression that reads
/// it, which calls the entry's getter itself (one call, not one through
/// another).
pub(crate) type NumberOf<C> = Shared<threads!(dyn Fn() -> NumFn<C>)>;

/// The reader of an entry of a number type (or `bool`: 1 and 0), as a
/// real: BT.CPP computes with `double`s.
#[allow(clippy::cast_precision_loss, clippy::cast_lossless)] // as BT.CPP's doubles
pub(crate) fn number_of<C: 'static>(getter: &dyn Any) -> Option<NumberOf<C>> {
    macro_rules! numbers {
        ($($t:ty),*) => {$(
            if let Some(get) = getter.downcast_ref::<Shared<threads!(dyn Fn(&C) -> $t)>>() {
                let get = Shared::clone(get);
                return Some(Shared::new(move || {
                    let get = Shared::clone(&get);
                    Box::new(move |c: &mut C| Ok(get(c) as f64))
                }));
            }
        )*};
    }
    numbers!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64);
    if let Some(get) = getter.downcast_ref::<Shared<threads!(dyn Fn(&C) -> bool)>>() {
        let get = Shared::clone(get);
        return Some(Shared::new(move || {
            let get = Shared::clone(&get);
            Box::new(move |c: &mut C| Ok(f64::from(u8::from(get(c)))))
        }));
    }
    None
}

/// A value remapped on a `<SubTree>` as BT.CPP 4.10 stores it when the
/// whole text reads as a number (C++'s `from_chars`: no leading `+` or
/// blanks): an integer when it has no `.`, `e` or `E` and fits an `i64`,
/// else a real.
#[allow(clippy::cast_precision_loss)] // BT.CPP's doubles
pub(crate) fn literal_number(text: &str) -> Option<(f64, Form)> {
    if text.is_empty() || text.starts_with(['+', ' ', '\t', '\n', '\r']) {
        return None;
    }
    if !text.contains(['.', 'e', 'E'])
        && let Ok(n) = text.parse::<i64>()
    {
        return Some((n as f64, Form::Whole));
    }
    // (`inf` and `nan` too, as `from_chars` reads them; not Rust's
    // `infinity`, which it does not.)
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.starts_with(|c: char| c.is_ascii_alphabetic())
        && !matches!(digits.to_ascii_lowercase().as_str(), "inf" | "nan")
    {
        return None;
    }
    text.parse::<f64>().ok().map(|x| (x, Form::Real))
}

/// A compiled expression, typed and checked, which [`Code::lower`] makes
/// the closures that run it.
pub(crate) enum Code<C: 'static> {
    /// A text literal (or a value remapped on a `<SubTree>`).
    Const(Val),
    /// A number literal (or a scripting enum).
    Num(f64, Form),
    /// A flag remapped on a `<SubTree>` as a word (`flag="true"`,
    /// `"False"`): 1 or 0 in arithmetic and logic (where BT.CPP, which
    /// keeps the text, throws), the text as written where BT.CPP reads the
    /// text: joined to a text, compared with texts.
    Flag(bool, String),
    /// An entry of a number type or `bool`, its text as BT.CPP writes it
    /// joined to a text ([`text_of`]: an integer exactly, past 2^53 too),
    /// and the form of that (which a variable made from it takes).
    Number(NumberOf<C>, TextOf<C>, Form),
    TextOf(TextOf<C>),
    /// A text read where BT.CPP converts it to a number (beside a number
    /// in a comparison, written into a number entry): the number of the
    /// scripting enum it names, else the text (its `StringToDouble`).
    Enum(Box<Code<C>>, Shared<Enums>),
    /// A registered condition: 1 or 0.
    Cond(Cond<C>),
    /// A script registered in Rust, called as a statement (its value: 1).
    Call(Script<C>),
    Unary(Unary, Box<Code<C>>),
    /// A number from numbers: arithmetic, bitwise and logic operators.
    Arith(Box<Code<C>>, Bin, Box<Code<C>>),
    /// A text joined from two values (`..`, or `+` of two texts).
    Join(Box<Code<C>>, Box<Code<C>>),
    /// `first op second ...`; `true` if every side is a number.
    Compare(Box<Code<C>>, Vec<(Cmp, Code<C>)>, bool),
    If(Box<Code<C>>, Box<Code<C>>, Box<Code<C>>),
    Assign {
        /// The entry's value now, for `+=` and the like.
        current: Option<Box<Code<C>>>,
        op: AssignOp,
        value: Box<Code<C>>,
        write: Write<C>,
        /// For an entry of a number type: the writer of numbers.
        write_num: Option<WriteNum<C>>,
        key: String,
        /// How the entry's value is written joined to a text.
        form: Form,
    },
}

/// `$make` (which calls `$f(x, y)`) made once for each operator that
/// cannot fail, with that operator as `$f`, so that it is in line in the
/// closure made; `$other` for the others.
macro_rules! per_plain_op {
    ($op:expr, |$f:ident| $make:expr, $other:expr) => {
        match $op {
            Bin::Add => {
                let $f = |x: f64, y: f64| x + y;
                $make
            }
            Bin::Sub => {
                let $f = |x: f64, y: f64| x - y;
                $make
            }
            Bin::Mul => {
                let $f = |x: f64, y: f64| x * y;
                $make
            }
            Bin::Div => {
                let $f = |x: f64, y: f64| x / y;
                $make
            }
            _ => $other,
        }
    };
}

/// A compiled expression giving a `T`, run.
pub(crate) type Run<C, T> = Box<threads!(dyn Fn(&mut C) -> Result<T, Fail>)>;

/// A compiled expression of type `Ty::Num`, run: its number.
pub(crate) type NumFn<C> = Run<C, f64>;

/// A compiled expression of any type, run: its value.
pub(crate) type ValFn<C> = Run<C, Val>;

/// An expression made closures (once, when the tree is loaded): one call
/// per node of the expression when it runs, and a number computed as a
/// number, without a [`Val`].
pub(crate) enum Lowered<C: 'static> {
    Num(NumFn<C>),
    Val(ValFn<C>),
}

impl<C: 'static> Lowered<C> {
    /// The expression as a number (a text is read as one).
    fn num(self) -> NumFn<C> {
        match self {
            Self::Num(f) => f,
            Self::Val(f) => Box::new(move |c| f(c)?.number()),
        }
    }

    /// The expression as a value.
    fn val(self) -> ValFn<C> {
        match self {
            Self::Val(f) => f,
            Self::Num(f) => Box::new(move |c| Ok(Val::Num(f(c)?))),
        }
    }
}

impl<C: 'static> Code<C> {
    /// How BT.CPP writes the expression's number joined to a text, by the
    /// C++ type it has there; also the type of a variable it makes
    /// (`v := 1` an integer, `v := 1.0` and `v := n + 1` a `double`).
    pub(crate) fn form(&self) -> Form {
        match self {
            Self::Num(_, form) | Self::Number(_, _, form) | Self::Assign { form, .. } => *form,
            // (The branch taken decides in BT.CPP.)
            Self::If(_, then, otherwise) => {
                if then.form() == Form::Whole && otherwise.form() == Form::Whole {
                    Form::Whole
                } else {
                    Form::Real
                }
            }
            // Every operator gives a `double` in BT.CPP.
            Self::Unary(..) | Self::Arith(..) | Self::Compare(..) => Form::Real,
            // Conditions and scripts registered in Rust (1 or 0), flags;
            // texts (not written as numbers).
            Self::Cond(_)
            | Self::Call(_)
            | Self::Flag(..)
            | Self::Const(_)
            | Self::TextOf(_)
            | Self::Enum(..)
            | Self::Join(..) => Form::Whole,
        }
    }

    /// The expression made a closure giving its text, for `..`: a text as
    /// it is, a number as BT.CPP writes it, by the C++ type it has there
    /// ([`Form`]: `3` for an integer, `3.000000` for a `double`).
    fn lower_text(self) -> Run<C, String> {
        let form = match &self {
            Self::Num(n, form) => {
                let text = form_text(*n, *form);
                return Box::new(move |_| Ok(text.clone()));
            }
            Self::Flag(_, text) => {
                let text = text.clone();
                return Box::new(move |_| Ok(text.clone()));
            }
            Self::Number(..) => {
                let Self::Number(_, text, _) = self else {
                    unreachable!("matched above")
                };
                return Box::new(move |c| Ok(text(c)));
            }
            Self::If(..) => {
                let Self::If(cond, then, otherwise) = self else {
                    unreachable!("matched above")
                };
                let (cond, then, otherwise) = (
                    cond.lower().num(),
                    then.lower_text(),
                    otherwise.lower_text(),
                );
                return Box::new(move |c| {
                    if cond(c)? == 0.0 {
                        otherwise(c)
                    } else {
                        then(c)
                    }
                });
            }
            _ => self.form(),
        };
        match self.lower() {
            Lowered::Num(f) => Box::new(move |c| Ok(form_text(f(c)?, form))),
            Lowered::Val(f) => Box::new(move |c| Ok(f(c)?.into_text())),
        }
    }

    /// The expression made closures: a `Lowered::Num` for an expression of
    /// type `Ty::Num`, a `Lowered::Val` for a text.
    #[allow(clippy::too_many_lines)] // one arm per expression
    pub(crate) fn lower(self) -> Lowered<C> {
        use Lowered::{Num, Val as Any};
        match self {
            Self::Num(n, _) | Self::Const(Val::Num(n)) => Num(Box::new(move |_| Ok(n))),
            Self::Flag(b, _) => {
                let n = f64::from(u8::from(b));
                Num(Box::new(move |_| Ok(n)))
            }
            Self::Const(v) => Any(Box::new(move |_| Ok(v.clone()))),
            Self::Number(read, ..) => Num(read()),
            Self::TextOf(get) => Any(Box::new(move |c| Ok(Val::Text(get(c))))),
            Self::Enum(text, enums) => {
                let text = text.lower().val();
                Any(Box::new(move |c| {
                    let v = text(c)?;
                    if let Val::Text(t) = &v
                        && let Some(&n) = enums.get(t)
                    {
                        return Ok(Val::Num(n));
                    }
                    Ok(v)
                }))
            }
            Self::Cond(f) => Num(Box::new(move |c| Ok(f64::from(u8::from(f(c)))))),
            Self::Call(f) => Num(Box::new(move |c| {
                f(c);
                Ok(1.0)
            })),
            Self::Unary(op, e) => {
                let e = e.lower().num();
                Num(match op {
                    Unary::Neg => Box::new(move |c| Ok(-e(c)?)),
                    Unary::Not => Box::new(move |c| Ok(f64::from(u8::from(e(c)? == 0.0)))),
                    #[allow(clippy::cast_precision_loss)]
                    Unary::Complement => Box::new(move |c| Ok(!whole(e(c)?, "~")? as f64)),
                })
            }
            // Both sides run, as in BT.CPP (which does not short-circuit:
            // an assignment on the right is done whatever the left gives).
            // A number literal on the right (`n + 1`) is in the closure,
            // not a call.
            Self::Arith(l, op, r) if matches!(*r, Self::Num(..)) => {
                let (l, Self::Num(k, _)) = (l.lower().num(), *r) else {
                    unreachable!("matched above")
                };
                Num(per_plain_op!(
                    op,
                    |f| Box::new(move |c| Ok(f(l(c)?, k))),
                    Box::new(move |c| arith(l(c)?, op, k))
                ))
            }
            Self::Arith(l, op, r) => {
                let (l, r) = (l.lower().num(), r.lower().num());
                Num(per_plain_op!(
                    op,
                    |f| Box::new(move |c| Ok(f(l(c)?, r(c)?))),
                    Box::new(move |c| arith(l(c)?, op, r(c)?))
                ))
            }
            Self::Join(l, r) => {
                let (l, r) = (l.lower_text(), r.lower_text());
                Any(Box::new(move |c| {
                    let left = l(c)?;
                    Ok(Val::Text(left + &r(c)?))
                }))
            }
            Self::Compare(first, mut rest, true) if rest.len() == 1 => {
                let (op, right) = rest.pop().expect("one pair");
                let l = first.lower().num();
                if let Self::Num(k, _) = right {
                    return Num(Box::new(move |c| {
                        Ok(f64::from(u8::from(op.holds_for_numbers(l(c)?, k))))
                    }));
                }
                let r = right.lower().num();
                Num(Box::new(move |c| {
                    let left = l(c)?;
                    Ok(f64::from(u8::from(op.holds_for_numbers(left, r(c)?))))
                }))
            }
            Self::Compare(first, rest, true) => Num(chain(
                first.lower().num(),
                rest.into_iter()
                    .map(|(op, e)| (op, e.lower().num()))
                    .collect(),
                |op, a: &f64, b| op.holds_for_numbers(*a, *b),
            )),
            Self::Compare(first, rest, false) => Num(chain(
                first.lower().val(),
                rest.into_iter()
                    .map(|(op, e)| (op, e.lower().val()))
                    .collect(),
                holds,
            )),
            Self::If(cond, then, otherwise) => {
                let cond = cond.lower().num();
                match (then.lower(), otherwise.lower()) {
                    (Num(then), otherwise) => {
                        let otherwise = otherwise.num();
                        Num(Box::new(move |c| {
                            if cond(c)? == 0.0 {
                                otherwise(c)
                            } else {
                                then(c)
                            }
                        }))
                    }
                    (then, otherwise) => {
                        let (then, otherwise) = (then.val(), otherwise.val());
                        Any(Box::new(move |c| {
                            if cond(c)? == 0.0 {
                                otherwise(c)
                            } else {
                                then(c)
                            }
                        }))
                    }
                }
            }
            Self::Assign {
                current,
                op,
                value,
                write,
                write_num,
                key,
                form: _,
            } => match (write_num, current, op) {
                (Some(write), Some(current), AssignOp::Update(bin))
                    if matches!(*value, Self::Num(..)) =>
                {
                    let (current, Self::Num(k, _)) = (current.lower().num(), *value) else {
                        unreachable!("matched above")
                    };
                    Num(per_plain_op!(
                        bin,
                        |f| Box::new(move |c| {
                            let v = f(current(c)?, k);
                            write(c, v).map_err(|e| assign_failed(&key, op, &e))?;
                            Ok(v)
                        }),
                        unreachable!("`+=`, `-=`, `*=` and `/=` are arithmetic")
                    ))
                }
                (Some(write), Some(current), AssignOp::Update(bin)) => {
                    let (value, current) = (value.lower().num(), current.lower().num());
                    Num(per_plain_op!(
                        bin,
                        |f| Box::new(move |c| {
                            let v = value(c)?;
                            let v = f(current(c)?, v);
                            write(c, v).map_err(|e| assign_failed(&key, op, &e))?;
                            Ok(v)
                        }),
                        unreachable!("`+=`, `-=`, `*=` and `/=` are arithmetic")
                    ))
                }
                (Some(write), ..) => {
                    let value = value.lower().num();
                    Num(Box::new(move |c| {
                        let v = value(c)?;
                        write(c, v).map_err(|e| assign_failed(&key, op, &e))?;
                        Ok(v)
                    }))
                }
                (None, current, _) => {
                    let value = value.lower().val();
                    // (`+=` of texts: the only update of a text entry.)
                    let current = current.map(|current| current.lower().val());
                    Any(Box::new(move |c| {
                        let v = value(c)?;
                        let v = match &current {
                            Some(current) => Val::Text(current(c)?.into_text() + &v.into_text()),
                            None => v,
                        };
                        write(c, &v).map_err(|e| assign_failed(&key, op, &e))?;
                        Ok(v)
                    }))
                }
            },
        }
    }
}

/// A chain of comparisons `first op1 second op2 third ...` over values of
/// type `T`: 1 if every pair holds, else 0 (the sides after the first pair
/// that does not hold are not run, as in BT.CPP).
fn chain<C: 'static, T: 'static>(
    first: Run<C, T>,
    rest: Vec<(Cmp, Run<C, T>)>,
    holds: fn(Cmp, &T, &T) -> bool,
) -> NumFn<C> {
    Box::new(move |c| {
        let mut left = first(c)?;
        for (op, e) in &rest {
            let right = e(c)?;
            if !holds(*op, &left, &right) {
                return Ok(0.0);
            }
            left = right;
        }
        Ok(1.0)
    })
}

/// Compiled statements, made closures.
pub(crate) fn lower_all<C: 'static>(code: Vec<Code<C>>) -> Vec<Lowered<C>> {
    code.into_iter().map(Code::lower).collect()
}

/// The failure of an assignment `key op ..`: out of line, as failures are
/// rare and their message is long to make.
#[cold]
#[inline(never)]
#[allow(clippy::unnecessary_box_returns)] // `Fail`: one pointer, on purpose
fn assign_failed(key: &str, op: AssignOp, e: &str) -> Fail {
    format!("`{key} {}`: {e}", op.as_str()).into()
}

/// `x op y` for an arithmetic, bitwise or logic operator.
#[allow(clippy::cast_precision_loss)] // BT.CPP's doubles
fn arith(x: f64, op: Bin, y: f64) -> Result<f64, Fail> {
    Ok(match op {
        Bin::Add => x + y,
        Bin::Sub => x - y,
        Bin::Mul => x * y,
        Bin::Div => x / y,
        Bin::BitAnd => (whole(x, "&")? & whole(y, "&")?) as f64,
        Bin::BitOr => (whole(x, "|")? | whole(y, "|")?) as f64,
        Bin::BitXor => (whole(x, "^")? ^ whole(y, "^")?) as f64,
        Bin::And => f64::from(u8::from(x != 0.0 && y != 0.0)),
        Bin::Or => f64::from(u8::from(x != 0.0 || y != 0.0)),
        Bin::Concat => unreachable!("`..` makes a text: `Code::Join`"),
    })
}

/// A script attribute being compiled: where errors point.
pub(super) struct Src<'a> {
    pub(super) attr: &'a str,
    pub(super) script: &'a str,
    /// The attribute value's byte offset in the document.
    pub(super) offset: usize,
}

impl<C: 'static> Builder<'_, '_, '_, C> {
    pub(super) fn script_error(
        d: &Doc<'_>,
        src: &Src<'_>,
        at: usize,
        message: impl core::fmt::Display,
        help: impl Into<String>,
    ) -> Error {
        Error::new(
            d.path,
            d.at(raw_offset(&d.doc, src.offset, at)),
            format!(
                "in `{}=\"{}\"`: {message}",
                src.attr,
                excerpt(src.script, at)
            ),
            help,
        )
    }

    /// What reports a failure of the script `src` when it runs, if the
    /// factory has an [`on_run_error`](crate::xml::Factory::on_run_error).
    pub(super) fn reporter(&self, d: &Doc<'_>, src: &Src<'_>) -> Option<Report> {
        let at = d.at(raw_offset(&d.doc, src.offset, 0));
        self.report_at(
            d,
            at,
            format!("in `{}=\"{}\"`", src.attr, excerpt(src.script, 0)),
            "BT.CPP throws here; bt's node fails (or its condition does not hold)",
        )
    }

    /// What tells [`Factory::on_run_error`](crate::xml::Factory::on_run_error)
    /// (if it was given) of a failure at `at`, `place` (``in `attr="value"` ``).
    pub(super) fn report_at(
        &self,
        d: &Doc<'_>,
        at: Pos,
        place: String,
        help: &'static str,
    ) -> Option<Report> {
        let hook = self.factory.run_errors.clone()?;
        let path = d.path.map(alloc::borrow::ToOwned::to_owned);
        Some(Shared::new(move |e: &str| {
            hook(&Error::new(
                path.as_deref(),
                at,
                format!("{place}: {e}"),
                help,
            ));
        }))
    }

    /// What `<UnsetBlackboard key=..>` calls: the entry's reset (a
    /// context entry's [`Factory::entry_unset`], a local entry's return
    /// to its initial value). A key a subtree sees but does not own, which
    /// BT.CPP's node leaves as it is, is an error.
    ///
    /// [`Factory::entry_unset`]: crate::xml::Factory::entry_unset
    fn unset(
        &self,
        d: &Doc<'_>,
        src: &Src<'_>,
        scope: &Scope,
    ) -> Result<super::super::Reset<C>, Error> {
        let err = |message: String, help: String| Self::script_error(d, src, 0, message, help);
        let key = src.script.trim();
        if key.is_empty() {
            return Err(err(
                "`key` is empty".to_string(),
                "name the entry to unset: `key=\"name\"`".to_string(),
            ));
        }
        if let Some(inner) = key_of("key", key) {
            return Err(err(
                "`key` names the entry, without braces".to_string(),
                format!(
                    "write `key=\"{inner}\"` (BT.CPP would unset the entry whose name `{inner}` \
                     holds)"
                ),
            ));
        }
        if let Some(root) = key.strip_prefix('@') {
            return Err(err(
                format!(
                    "BT.CPP 4 does not read `{key}` as the root's entry here: it unsets nothing"
                ),
                format!("unset `{root}` with `key=\"{root}\"` in the main tree"),
            ));
        }
        let root = match (scope.resolve(key), scope.own(key)) {
            (_, Some(Binding::Entry(root))) => root,
            (Some(Binding::Literal(text)), _) | (_, Some(Binding::Literal(text))) => {
                return Err(err(
                    format!("`{key}` is remapped to the value `{text}` on the `<SubTree>`"),
                    format!(
                        "remap it to an entry (`{key}=\"{{entry}}\"`), which the subtree's \
                         `<UnsetBlackboard>` leaves as it is (the caller's), or leave the node out"
                    ),
                ));
            }
            (Some(Binding::Entry(_)), None) => {
                let how = if scope.remap.contains_key(key) {
                    "remapped on its `<SubTree>`"
                } else {
                    "shared by `_autoremap`"
                };
                return Err(err(
                    format!(
                        "`{key}` is the caller's entry here ({how}), which BT.CPP's \
                         `<UnsetBlackboard>` in a subtree leaves as it is: the node would do \
                         nothing"
                    ),
                    "unset it in the tree that owns it, or leave the node out".to_string(),
                ));
            }
            (None, None) => return Err(err(scope.invisible(key), scope.invisible_help(key))),
        };
        if let Some(reset) = self.entries().get(&root).and_then(|e| e.reset.clone()) {
            return Ok(reset);
        }
        if let Some(unset) = self.factory.unsets.get(&root) {
            return Ok(Shared::clone(unset));
        }
        let registered = self.entries().get(&root).is_some();
        Err(err(
            if registered {
                format!("bt does not know what unsetting the context entry `{root}` does")
            } else {
                format!("no context entry `{root}` is registered")
            },
            format!(
                "bt's blackboard is the typed context: register what erasing it means, as \
                 `Factory::entry_unset(\"{root}\", |ctx| ctx.{root} = None)` for an `Option`{}",
                if registered {
                    ""
                } else {
                    ", with the entry (`Factory::entry_mut`)"
                }
            ),
        ))
    }

    /// Parses a script into its statements.
    pub(super) fn parse_script(d: &Doc<'_>, src: &Src<'_>) -> Result<Vec<Ast>, Error> {
        super::script::parse(src.script).map_err(|(at, message)| {
            if let Some(key) = braced_name(&src.script[at..]) {
                // BT.CPP 3's habit, from the ports: `{key}` in a script.
                let unbraced = unbraced(src.script);
                let help = if unbraced.chars().count() <= EXCERPT {
                    format!("write `{unbraced}`: scripts name entries without braces")
                } else {
                    format!("write `{key}`: scripts name entries without braces")
                };
                return Self::script_error(
                    d,
                    src,
                    at,
                    format!(
                        "`{{{key}}}` names an entry in braces, which scripts do not read (braces \
                         are for port values)"
                    ),
                    help,
                );
            }
            Self::script_error(
                d,
                src,
                at,
                message,
                "see `bt::xml`'s module docs for the script language bt runs",
            )
        })
    }

    /// Compiles the statements of a script: its code, and the type of the
    /// last statement's value.
    pub(super) fn compile_statements(
        &self,
        d: &Doc<'_>,
        src: &Src<'_>,
        statements: &[Ast],
        scope: &Shared<Scope>,
    ) -> Result<(Vec<Code<C>>, Ty), Error> {
        let mut ty = Ty::Num;
        let mut code = Vec::with_capacity(statements.len());
        for s in statements {
            // A name alone that is a script registered in Rust (and not a
            // condition or an entry) calls it.
            if let Ast::Name(name, _) = s
                && let Some(f) = self.factory.scripts.get(name)
                && !self.is_read(name, scope)
            {
                code.push(Code::Call(Shared::clone(f)));
                ty = Ty::Num;
                continue;
            }
            let (c, t) = self.compile_expr(d, src, s, scope)?;
            code.push(c);
            ty = t;
        }
        Ok((code, ty))
    }

    /// What a `<SetBlackboard output_key=".." value=".."/>` does when it
    /// ticks: copy an entry into one of its type as it is, or write a
    /// value (a literal, or an entry read as scripts read it) converted to
    /// the target's type as scripts convert it; `Success`, or `Failure`
    /// if the value does not convert.
    fn set_blackboard(
        &self,
        d: &Doc<'_>,
        (key, value): (&Src<'_>, &Src<'_>),
        scope: &Shared<Scope>,
    ) -> Result<Tick<C>, Error> {
        let entries = self.entries();
        let entry = |k: &str| match scope.resolve(k) {
            Some(Binding::Entry(root)) => entries.get(&root),
            _ => None,
        };
        // A value remapped on a `<SubTree>` is written as a literal is
        // (checked now; the export writes it so).
        let remapped = key_of("value", value.script).and_then(|k| match scope.resolve(k) {
            Some(Binding::Literal(text)) => Some(text),
            _ => None,
        });
        let source = key_of("value", value.script).filter(|_| remapped.is_none());
        let (to, from) = (entry(key.script), source.and_then(entry));
        // BT.CPP copies the entry's value with its type.
        if let (Some(to), Some(from)) = (&to, &from)
            && to.type_id == from.type_id
            && let Some(copy) = to
                .setter
                .as_deref()
                .and_then(|set| (from.copy)(from.getter.as_ref(), set))
        {
            return Ok(Shared::new(move |c: &mut C| {
                copy(c);
                Status::Success
            }));
        }
        let assign = self.writer(d, key, (key.script, true), 0, scope)?;
        if let Some(source) = source
            && let Some(Binding::Entry(root)) = scope.resolve(source)
            && from.is_none()
        {
            return Err(Self::script_error(
                d,
                value,
                1,
                format!(
                    "no context entry `{root}` is registered{}",
                    scope.remapped(source)
                ),
                self.entries().read_help(&root),
            ));
        }
        let code = if let Some(source) = source {
            // BT.CPP throws when the target's type is another, but for a
            // text, which it converts (`convertFromString`: a number
            // parsed, a type of the user's by its conversion).
            if let (Some(to), Some(from)) = (&to, &from)
                && from.type_id != TypeId::of::<String>()
            {
                return Err(Self::script_error(
                    d,
                    value,
                    1,
                    format!(
                        "`{source}` is {} and `{}` {}: `<SetBlackboard>` copies an entry into \
                         one of its type, or a text into it",
                        a_type(from.type_name),
                        key.script,
                        a_type(to.type_name),
                    ),
                    "copy between entries of one type, or assign in a `<Script>` (`to := from`), \
                     which converts numbers",
                ));
            }
            self.read_name(d, value, source, 1, scope)?.0
        } else {
            let note = match (&remapped, key_of("value", value.script)) {
                (Some(_), Some(k)) => scope.remapped(k),
                _ => String::new(),
            };
            let text = Val::Text(remapped.unwrap_or_else(|| value.script.to_string()));
            if let Err(e) = (assign.check)(&text) {
                return Err(Self::script_error(
                    d,
                    value,
                    0,
                    format!("`{}` cannot hold it: {e}{note}", key.script),
                    "write a value of the entry's type",
                ));
            }
            Code::Const(text)
        };
        let write = Shared::clone(&assign.write);
        let read = code.lower().val();
        let report = self.reporter(d, value);
        let key = key.script.to_string();
        Ok(Shared::new(move |c: &mut C| {
            match read(c).and_then(|v| write(c, &v)) {
                Ok(()) => Status::Success,
                Err(e) => {
                    if let Some(report) = &report {
                        report(&format!("`{key}` cannot hold it: {e}"));
                    }
                    Status::Failure
                }
            }
        }))
    }

    /// `true` if a script reads `name` as a condition or an entry.
    pub(super) fn is_read(&self, name: &str, scope: &Shared<Scope>) -> bool {
        self.enums.contains_key(name)
            || self
                .factory
                .node_types
                .get(name)
                .is_some_and(|t| t.condition.is_some())
            || match scope.resolve(name) {
                Some(Binding::Entry(root)) => self.entries().get(&root).is_some(),
                Some(Binding::Literal(_)) => true,
                None => false,
            }
    }

    /// Compiles a script that must give a condition (a number: true when
    /// not 0).
    pub(super) fn compile_condition(
        &self,
        d: &Doc<'_>,
        src: &Src<'_>,
        statements: &[Ast],
        scope: &Shared<Scope>,
    ) -> Result<Vec<Code<C>>, Error> {
        let (code, ty) = self.compile_statements(d, src, statements, scope)?;
        if let (Some(Code::Call(_)), Some(Ast::Name(name, at))) = (code.last(), statements.last()) {
            return Err(Self::script_error(
                d,
                src,
                *at,
                format!("`{name}` is a script, which gives no condition"),
                format!(
                    "name a condition (`Factory::condition`) or a `bool` entry, or compare \
                     (`{name}; ready == true`)"
                ),
            ));
        }
        if ty == Ty::Text {
            return Err(Self::script_error(
                d,
                src,
                0,
                "the script gives a text, not a condition",
                "compare the text (`name == 'idle'`)",
            ));
        }
        Ok(code)
    }

    #[allow(clippy::too_many_lines)] // one arm per expression
    pub(super) fn compile_expr(
        &self,
        d: &Doc<'_>,
        src: &Src<'_>,
        ast: &Ast,
        scope: &Shared<Scope>,
    ) -> Result<(Code<C>, Ty), Error> {
        let err = |at: usize, message: String, help: &str| {
            Self::script_error(d, src, at, message, String::from(help))
        };
        Ok(match ast {
            &Ast::Num(n, form) => (Code::Num(n, form), Ty::Num),
            Ast::Text(t) => (Code::Const(Val::Text(t.clone())), Ty::Text),
            Ast::Name(name, at) => self.read_name(d, src, name, *at, scope)?,
            Ast::Unary(op, e, at) => {
                let (e, ty) = self.compile_expr(d, src, e, scope)?;
                if ty != Ty::Num {
                    let op = match op {
                        Unary::Neg => "-",
                        Unary::Not => "!",
                        Unary::Complement => "~",
                    };
                    return Err(err(
                        *at,
                        format!("`{op}` takes a number, and its operand is a text"),
                        "compare the text (`name == 'idle'`) or use a number entry",
                    ));
                }
                (Code::Unary(*op, Box::new(e)), Ty::Num)
            }
            Ast::Binary(l, op, r, at) => {
                let (l, lt) = self.compile_expr(d, src, l, scope)?;
                let (r, rt) = self.compile_expr(d, src, r, scope)?;
                let ty = match (op, lt, rt) {
                    (_, Ty::Num, Ty::Num) if *op != Bin::Concat => Ty::Num,
                    // (`..` of two numbers is refused, as BT.CPP does.)
                    (Bin::Add, Ty::Text, Ty::Text)
                    | (Bin::Concat, Ty::Text, _)
                    | (Bin::Concat, _, Ty::Text) => Ty::Text,
                    _ => {
                        return Err(err(
                            *at,
                            format!(
                                "`{}` between {} and {}",
                                op.as_str(),
                                lt.as_str(),
                                rt.as_str()
                            ),
                            if *op == Bin::Concat {
                                "`..` joins texts (a number beside a text is written as one); \
                                 add numbers with `+`"
                            } else {
                                "arithmetic, `&&`, `||` and bitwise operators take numbers; \
                                 `+` also joins two texts, `..` a text and anything"
                            },
                        ));
                    }
                };
                let code = if ty == Ty::Num {
                    Code::Arith(Box::new(l), *op, Box::new(r))
                } else {
                    Code::Join(Box::new(l), Box::new(r))
                };
                (code, ty)
            }
            Ast::Compare(first, rest) => {
                let mut sides = Vec::with_capacity(rest.len() + 1);
                sides.push((self.compile_expr(d, src, first, scope)?, None));
                for (op, e) in rest {
                    sides.push((self.compile_expr(d, src, e, scope)?, Some(*op)));
                }
                // A text naming a scripting enum, beside a number, is the
                // enum's number (BT.CPP's `StringToDouble`).
                for i in 0..sides.len() {
                    let beside_number = [i.wrapping_sub(1), i + 1]
                        .iter()
                        .any(|&j| sides.get(j).is_some_and(|((_, ty), _)| *ty == Ty::Num));
                    if beside_number {
                        self.enum_beside_number(&mut sides[i].0);
                    }
                }
                // A remapped flag among texts only is its text.
                for i in 0..sides.len() {
                    let neighbours =
                        [i.wrapping_sub(1), i + 1].map(|j| sides.get(j).map(|s| s.0.1));
                    if neighbours.contains(&Some(Ty::Text))
                        && !neighbours.contains(&Some(Ty::Num))
                        && let Code::Flag(_, text) = &sides[i].0.0
                    {
                        sides[i].0 = (Code::Const(Val::Text(text.clone())), Ty::Text);
                    }
                }
                for pair in sides.windows(2) {
                    for ((text, _), (other, _)) in [(&pair[0], &pair[1]), (&pair[1], &pair[0])] {
                        if let (Code::Const(Val::Text(t)), Ty::Num) = (&text.0, other.1)
                            && text_number(t).is_none()
                        {
                            return Err(err(
                                0,
                                format!("'{t}' is compared with a number"),
                                "compare numbers with numbers and texts with texts",
                            ));
                        }
                    }
                }
                let numbers = sides.iter().all(|((_, ty), _)| *ty == Ty::Num);
                let mut sides = sides.into_iter();
                let ((first, _), _) = sides.next().expect("a comparison has two sides");
                let rest = sides
                    .map(|((code, _), op)| (op.expect("every side but the first has one"), code))
                    .collect();
                (Code::Compare(Box::new(first), rest, numbers), Ty::Num)
            }
            Ast::If(cond, then, otherwise, at) => {
                let (cond, ct) = self.compile_expr(d, src, cond, scope)?;
                let (then, tt) = self.compile_expr(d, src, then, scope)?;
                let (otherwise, ot) = self.compile_expr(d, src, otherwise, scope)?;
                if ct != Ty::Num {
                    return Err(err(
                        *at,
                        String::from("the condition of `?:` is a text"),
                        "compare the text (`name == 'idle' ? 1 : 2`)",
                    ));
                }
                if tt != ot {
                    return Err(err(
                        *at,
                        format!(
                            "the two values of `?:` are {} and {}",
                            tt.as_str(),
                            ot.as_str()
                        ),
                        "give both sides the same type",
                    ));
                }
                (
                    Code::If(Box::new(cond), Box::new(then), Box::new(otherwise)),
                    tt,
                )
            }
            Ast::Assign(key, key_at, op, value, op_at) => {
                self.assignment(d, src, (key, *key_at), (*op, *op_at), value, scope)?
            }
        })
    }

    /// A text where BT.CPP reads it as a number, which may name a
    /// scripting enum: a text literal (or a text remapped on a
    /// `<SubTree>`) that names one becomes its number; a text known only
    /// when the script runs (an entry's) is looked up then.
    fn enum_beside_number(&self, (code, ty): &mut (Code<C>, Ty)) {
        if *ty != Ty::Text || self.enums.is_empty() {
            return;
        }
        match code {
            Code::Const(Val::Text(t)) => {
                if let Some(&n) = self.enums.get(t) {
                    (*code, *ty) = (Code::Num(n, Form::Real), Ty::Num);
                }
            }
            Code::Const(_) => {}
            _ => {
                let text = core::mem::replace(code, Code::Const(Val::Num(0.0)));
                *code = Code::Enum(Box::new(text), Shared::new((*self.enums).clone()));
            }
        }
    }

    /// An assignment `key op value`.
    fn assignment(
        &self,
        d: &Doc<'_>,
        src: &Src<'_>,
        (key, key_at): (&str, usize),
        (op, op_at): (AssignOp, usize),
        value: &Ast,
        scope: &Shared<Scope>,
    ) -> Result<(Code<C>, Ty), Error> {
        // An entry of the user's type, copied into one of its type as it
        // is, as BT.CPP copies a value (its `copyInto`): a statement (its
        // value 1, as a script registered in Rust).
        if matches!(op, AssignOp::Create | AssignOp::Existing)
            && let Ast::Name(source, _) = value
            && let Some(copy) = self.opaque_copy(key, source, scope)
        {
            return Ok((Code::Call(copy), Ty::Num));
        }
        // A variable whose value reads one an output port made (before
        // this script in the document): typed only now. (The value is
        // compiled once; a failure is reported after the writer's.)
        let compiled = (op == AssignOp::Create).then(|| self.compile_expr(d, src, value, scope));
        if let Some(Ok((code, ty))) = &compiled {
            self.script_variable(key, (*ty, code.form()), scope);
        }
        let assign = self.writer(d, src, (key, op == AssignOp::Create), key_at, scope)?;
        let (mut value, mut vt) = match compiled {
            Some(Ok(compiled)) => compiled,
            _ => self.compile_expr(d, src, value, scope)?,
        };
        // A text naming a scripting enum, written into a number entry, is
        // the enum's number (BT.CPP's `StringToDouble`): `status = trigger`
        // with `trigger="LOW_BATTERY"` remapped on a `<SubTree>`.
        if assign.ty == Ty::Num && matches!(op, AssignOp::Create | AssignOp::Existing) {
            let mut side = (value, vt);
            self.enum_beside_number(&mut side);
            (value, vt) = side;
        }
        // A remapped flag written into a text entry is its text, as in
        // BT.CPP (`label := verbose` with `verbose="true"`).
        if assign.ty == Ty::Text
            && let Code::Flag(_, text) = &value
        {
            (value, vt) = (Code::Const(Val::Text(text.clone())), Ty::Text);
        }
        let current = match op {
            AssignOp::Create | AssignOp::Existing if assign.ty == Ty::Text && vt == Ty::Num => {
                let note = scope.remapped(key);
                return Err(Self::number_into_text(d, src, (key, &note), &assign, op_at));
            }
            AssignOp::Create | AssignOp::Existing => None,
            AssignOp::Update(bin) => {
                if !(vt == assign.ty
                    && assign.parses.is_none()
                    && (vt == Ty::Num || bin == Bin::Add))
                {
                    return Err(Self::script_error(
                        d,
                        src,
                        op_at,
                        format!(
                            "`{}` on {} entry with {}{}",
                            op.as_str(),
                            assign.what(),
                            vt.as_str(),
                            scope.remapped(key)
                        ),
                        "`+=`, `-=`, `*=` and `/=` take a number entry and a number; `+=` also \
                         a text entry and a text",
                    ));
                }
                Some(Box::new(self.read_name(d, src, key, key_at, scope)?.0))
            }
        };
        let literal = match &value {
            Code::Const(v) => Some(v.clone()),
            &Code::Num(n, _) => Some(Val::Num(n)),
            _ => None,
        };
        if let Some(v) = literal
            && current.is_none()
            && let Err(e) = (assign.check)(&v)
        {
            return Err(Self::script_error(
                d,
                src,
                op_at,
                format!("`{key}` cannot hold it: {e}{}", scope.remapped(key)),
                "assign a value of the entry's type",
            ));
        }
        Ok((
            Code::Assign {
                current,
                op,
                value: Box::new(value),
                write: Shared::clone(&assign.write),
                write_num: assign.write_num.clone(),
                key: key.to_string(),
                form: assign.form,
            },
            assign.ty,
        ))
    }

    /// The copy of the entry `source` into the entry `key` (as the
    /// script's scope sees them), for a writable `key` of the same type as
    /// `source`, one of the user's (not a number, `bool` or `String`).
    fn opaque_copy(&self, key: &str, source: &str, scope: &Scope) -> Option<CopyEntry<C>> {
        let entries = self.entries();
        let entry = |k: &str| match scope.resolve(k) {
            Some(Binding::Entry(root)) => entries.get(&root),
            _ => None,
        };
        let (to, from) = (entry(key)?, entry(source)?);
        // (`assign`: the writer of the types scripts know.)
        if to.assign.is_some() || to.type_id != from.type_id {
            return None;
        }
        (from.copy)(from.getter.as_ref(), to.setter.as_deref()?)
    }

    /// The error for a number written into a text entry, which BT.CPP
    /// refuses when the script runs.
    /// `note` says where `key` was remapped.
    fn number_into_text(
        d: &Doc<'_>,
        src: &Src<'_>,
        (key, note): (&str, &str),
        assign: &Assign<C>,
        at: usize,
    ) -> Error {
        let (message, help) = match assign.parses {
            None => (
                format!("`{key}` is a text entry, and the value a number{note}"),
                "write the number as a text: join it to one (`'' .. n`)",
            ),
            Some(ty) => (
                format!(
                    "`{key}` is {}, converted from a text, and the value a number{note}",
                    a_type(ty)
                ),
                "assign a text (`'..'`) or an entry of type `String`",
            ),
        };
        Self::script_error(d, src, at, message, help)
    }

    /// The script writer of the entry `key` (as the script's scope sees
    /// it); `creates`: the write would make a variable of the tree of an
    /// unknown key (`:=`, `<SetBlackboard>`), which errors then explain.
    pub(super) fn writer(
        &self,
        d: &Doc<'_>,
        src: &Src<'_>,
        (key, creates): (&str, bool),
        at: usize,
        scope: &Shared<Scope>,
    ) -> Result<Assign<C>, Error> {
        let err = |message: String, help: String| Self::script_error(d, src, at, message, help);
        let root = match scope.resolve(key) {
            Some(Binding::Entry(root)) => root,
            Some(Binding::Literal(text)) => {
                return Err(err(
                    format!(
                        "`{key}` is remapped to the value `{text}` on the `<SubTree>`, which a script cannot write"
                    ),
                    format!("remap it to an entry (`{key}=\"{{entry}}\"`)"),
                ));
            }
            None => return Err(err(scope.invisible(key), scope.invisible_help(key))),
        };
        // The entry's errors say where `key` was remapped to it.
        let err = |message: String, help: String| err(message + &scope.remapped(key), help);
        let Some(entry) = self.entries().get(&root) else {
            let register = format!(
                "register the entry with `Factory::entry_mut(\"{root}\", |ctx| ctx.{root}, |ctx, v| \
                 ctx.{root} = v)`"
            );
            return Err(err(
                format!("no context entry `{root}` is registered"),
                match self.meant_entry(&root, false) {
                    Some(meant) if creates => format!(
                        "did you mean `{meant}`? (a variable of the tree is made only of a key \
                         the tree reads; or {register})"
                    ),
                    Some(meant) => format!("did you mean `{meant}`? (or {register})"),
                    None => format!(
                        "`{root} := value` creates it as a variable of the tree; to share it \
                         with Rust, {register}"
                    ),
                },
            ));
        };
        match self.entries().assign(&entry) {
            Some(assign) => Ok(assign),
            None if entry.setter.is_none() => Err(err(
                format!("the entry `{root}` is read-only"),
                format!(
                    "register it with `Factory::entry_mut(\"{root}\", get, set)` for scripts and \
                     output ports to write it"
                ),
            )),
            None => Err(err(
                format!(
                    "the entry `{root}` is {}, which scripts do not write",
                    a_type(entry.type_name)
                ),
                format!(
                    "scripts write entries of number types, `bool` and `String`, and of types \
                     converted from text: write this one from an action's output port, or \
                     register its conversion (`Factory::convert_from_str::<{}>()` for a type \
                     that is `FromStr`, else `Factory::convert_from_text(|text: &str| ..)`)",
                    super::super::short_type(entry.type_name)
                ),
            )),
        }
    }

    /// A name read in a script: a registered condition (1 or 0, called
    /// each time), a value remapped on a `<SubTree>` (a text, or 1 or 0
    /// for a flag), or an entry (a number if of a number type or
    /// `bool`, else its text).
    pub(super) fn read_name(
        &self,
        d: &Doc<'_>,
        src: &Src<'_>,
        name: &str,
        at: usize,
        scope: &Shared<Scope>,
    ) -> Result<(Code<C>, Ty), Error> {
        // A scripting enum first, as BT.CPP reads them.
        if let Some(&n) = self.enums.get(name) {
            return Ok((Code::Num(n, Form::Real), Ty::Num));
        }
        if let Some(f) = self
            .factory
            .node_types
            .get(name)
            .and_then(|l| l.condition.clone())
        {
            return Ok((Code::Cond(f), Ty::Num));
        }
        let err = |message: String, help: String| Self::script_error(d, src, at, message, help);
        let root = match scope.resolve(name) {
            Some(Binding::Literal(text)) => {
                // A number is a number (BT.CPP 4.10 keeps a literal's
                // numeric type: `7 < '10'` holds; 4.8 kept a text); a flag
                // (`true`, `False`, ...) a condition alone, joined to a
                // text as written (BT.CPP keeps the text); else a text.
                return Ok(match (literal_number(&text), parse_bool(&text)) {
                    (Some((n, form)), _) => (Code::Num(n, form), Ty::Num),
                    (None, Some(b)) => (Code::Flag(b, text), Ty::Num),
                    (None, None) => (Code::Const(Val::Text(text)), Ty::Text),
                });
            }
            Some(Binding::Entry(root)) => root,
            None => return Err(err(scope.invisible(name), scope.invisible_help(name))),
        };
        // The entry's errors say where `name` was remapped to it.
        let err = |message: String, help: String| err(message + &scope.remapped(name), help);
        let Some(entry) = self.entries().get(&root) else {
            let help = if let Some(node_type) = self.factory.node_types.get(name) {
                let what = if node_type.kind.category.is_leaf() {
                    "a leaf with ports or an action"
                } else {
                    node_type.kind.category.as_str()
                };
                format!(
                    "`{name}` is {what}; scripts name conditions registered with \
                     `Factory::condition` and context entries"
                )
            } else {
                let register = format!(
                    "create it in the tree with a script (`{root} := value`), or register a \
                     condition with `Factory::condition(\"{name}\", |ctx| ..)` or an entry with \
                     `Factory::entry(\"{root}\", |ctx| ..)`"
                );
                match self.meant_entry(&root, true) {
                    Some(meant) => format!("did you mean `{meant}`? (or {register})"),
                    None => register,
                }
            };
            return Err(err(
                format!("`{name}` is neither a registered condition nor a context entry"),
                help,
            ));
        };
        // (A variable's text is its own: whole once its first value was.)
        let text = if entry.variable {
            entry.text.clone()
        } else {
            text_of::<C>(entry.getter.as_ref())
        };
        if let (Some(get), Some(text)) = (number_of::<C>(entry.getter.as_ref()), text) {
            return Ok((Code::Number(get, text, entry_form(&entry)), Ty::Num));
        }
        match &entry.text {
            Some(text) => Ok((Code::TextOf(Shared::clone(text)), Ty::Text)),
            None => Err(err(
                format!(
                    "the entry `{root}` is {}, which scripts cannot read",
                    a_type(entry.type_name)
                ),
                String::from(
                    "scripts read numbers, bools and texts: read this entry from a port of its \
                     type, or register a text of it with `Factory::entry`",
                ),
            )),
        }
    }
}

/// BT.CPP's script nodes, which bt's loader builds from their code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ScriptNode {
    /// `<Script code=".."/>`: an action that runs the code and succeeds.
    Script,
    /// `<ScriptCondition code=".."/>`: a condition, the code's value.
    Condition,
    /// `<SetBlackboard output_key="key" value=".."/>`: an action that
    /// writes the value (a text, or `{entry}`'s value) into the entry.
    SetBlackboard,
    /// `<UnsetBlackboard key="key"/>`: an action that unsets the entry
    /// ([`Factory::entry_unset`](crate::xml::Factory::entry_unset)) and
    /// succeeds.
    UnsetBlackboard,
    /// `<Precondition if=".." else="FAILURE">`: a decorator that ticks its
    /// child when the code holds, else returns the `else` status.
    Precondition,
    /// `<LoopInt queue="1;2;3" value="{v}" if_empty="SUCCESS">` and its
    /// kin: a decorator that ticks its child once per item of a queue.
    Loop(super::loops::LoopKind),
    /// `<WasEntryUpdated entry="{key}"/>`, `<SkipUnlessUpdated>` and
    /// `<WaitValueUpdate>`: they watch an entry's write count.
    Updated(super::updated::Updated),
}

impl ScriptNode {
    /// The IDs [`ScriptNode::of`] reads.
    pub(super) const IDS: &'static [&'static str] = &[
        "Script",
        "ScriptCondition",
        "SetBlackboard",
        "UnsetBlackboard",
        "Precondition",
        "LoopInt",
        "LoopDouble",
        "LoopString",
        "LoopBool",
        "WasEntryUpdated",
        "SkipUnlessUpdated",
        "WaitValueUpdate",
    ];

    pub(super) fn of(id: &str) -> Option<Self> {
        match id {
            "Script" => Some(Self::Script),
            "ScriptCondition" => Some(Self::Condition),
            "SetBlackboard" => Some(Self::SetBlackboard),
            "UnsetBlackboard" => Some(Self::UnsetBlackboard),
            "Precondition" => Some(Self::Precondition),
            _ => super::loops::LoopKind::of(id)
                .map(Self::Loop)
                .or_else(|| super::updated::Updated::of(id).map(Self::Updated)),
        }
    }

    /// The node's kind: BT.CPP's node of that ID (not a leaf of the
    /// user's, which the exports would rename).
    pub(super) fn kind(self) -> Kind {
        match self {
            Self::Script => Kind::user("Script", Category::Action),
            Self::Condition => Kind::user("ScriptCondition", Category::Condition),
            Self::SetBlackboard => Kind::user("SetBlackboard", Category::Action),
            Self::UnsetBlackboard => Kind::user("UnsetBlackboard", Category::Action),
            Self::Precondition => Kind::user("Precondition", Category::Decorator),
            Self::Loop(kind) => Kind::user(kind.id(), Category::Decorator),
            Self::Updated(which) => Kind::user(
                which.id(),
                if which == super::updated::Updated::Was {
                    Category::Action
                } else {
                    Category::Decorator
                },
            ),
        }
    }

    pub(super) fn ports(self) -> &'static [&'static str] {
        match self {
            Self::Script | Self::Condition => &["code"],
            Self::SetBlackboard => &["output_key", "value"],
            Self::UnsetBlackboard => &["key"],
            Self::Precondition => &["if", "else"],
            Self::Loop(_) => &["queue", "value", "if_empty"],
            Self::Updated(_) => &["entry"],
        }
    }
}

impl<C: 'static> Builder<'_, '_, '_, C> {
    /// A `<Script>`, `<ScriptCondition>`, `<SetBlackboard>` or
    /// `<Precondition>` element (with its child, built: `children`).
    #[allow(clippy::too_many_lines)] // one arm per node
    pub(super) fn script_node(
        &self,
        d: &Doc<'_>,
        (id, at): (&str, Pos),
        which: ScriptNode,
        attrs: &Attrs<'_>,
        scope: &Shared<Scope>,
        children: Vec<Spec<C>>,
    ) -> Result<Spec<C>, Error> {
        let ports = which.ports();
        for &(name, _, name_at, _, _) in &attrs.ports {
            if !ports.contains(&name) {
                return Err(Error::new(
                    d.path,
                    name_at,
                    format!("`{id}` has no port `{name}`"),
                    no_port_help(id, name, ports, String::new()),
                ));
            }
        }
        let port = |name: &'static str| {
            attrs
                .ports
                .iter()
                .find(|p| p.0 == name)
                .map(|&(_, value, _, _, offset)| Src {
                    attr: name,
                    script: value,
                    offset,
                })
                .ok_or_else(|| {
                    Error::new(
                        d.path,
                        at,
                        format!("`{id}` needs the port `{name}`"),
                        format!("add `{name}=\"..\"`"),
                    )
                })
        };
        let spec = match which {
            ScriptNode::Script => {
                let src = port("code")?;
                let statements = Self::parse_script(d, &src)?;
                let code = lower_all(self.compile_statements(d, &src, &statements, scope)?.0);
                let report = self.reporter(d, &src);
                Spec::leaf_of_kind(
                    which.kind(),
                    id,
                    action(move |c: &mut C| {
                        if run_reported(&code, c, report.as_ref()) {
                            Status::Success
                        } else {
                            Status::Failure
                        }
                    }),
                )
                .port("code", src.script)
            }
            ScriptNode::Condition => {
                let src = port("code")?;
                let statements = Self::parse_script(d, &src)?;
                let code = lower_all(self.compile_condition(d, &src, &statements, scope)?);
                let report = self.reporter(d, &src);
                Spec::leaf_of_kind(
                    which.kind(),
                    id,
                    condition(move |c: &mut C| holds_reported(&code, c, report.as_ref())),
                )
                .port("code", src.script)
            }
            ScriptNode::SetBlackboard => {
                let (key, value) = (port("output_key")?, port("value")?);
                if key_of("output_key", key.script).is_some() {
                    return Err(Self::script_error(
                        d,
                        &key,
                        0,
                        "`output_key` names the entry, without braces",
                        format!(
                            "write `output_key=\"{}\"` (BT.CPP would write the entry whose name \
                             `{}` holds)",
                            key.script.trim_matches(['{', '}']),
                            key.script
                        ),
                    ));
                }
                let run = self.set_blackboard(d, (&key, &value), scope)?;
                Spec::leaf_of_kind(which.kind(), id, action(move |c: &mut C| run(c)))
                    .port("output_key", key.script)
                    .port("value", value.script)
            }
            ScriptNode::UnsetBlackboard => {
                let key = port("key")?;
                let unset = self.unset(d, &key, scope)?;
                Spec::leaf_of_kind(
                    which.kind(),
                    id,
                    action(move |c: &mut C| {
                        unset(c);
                        Status::Success
                    }),
                )
                .port("key", key.script.trim().to_string())
            }
            ScriptNode::Updated(which) => {
                self.updated_node(d, (which, at), attrs, scope, children.into_iter().next())?
            }
            ScriptNode::Loop(kind) => {
                let child = children
                    .into_iter()
                    .next()
                    .expect("the loader checked that a decorator has one child");
                self.loop_node(d, (kind, at), attrs, scope, child)?
            }
            ScriptNode::Precondition => {
                let src = port("if")?;
                let statements = Self::parse_script(d, &src)?;
                let code = lower_all(self.compile_condition(d, &src, &statements, scope)?);
                let shown = src.script;
                let otherwise = status_port(d, attrs, "else", Status::Failure)?;
                let child = children
                    .into_iter()
                    .next()
                    .expect("the loader checked that a decorator has one child");
                let spec = Spec::decorator(
                    which.kind().btcpp,
                    PreconditionNode {
                        code,
                        otherwise,
                        running: false,
                        report: self.reporter(d, &src),
                    },
                    child,
                )
                .port("if", shown);
                match attrs.ports.iter().find(|p| p.0 == "else") {
                    Some(&(_, text, ..)) => spec.port("else", text),
                    None => spec,
                }
            }
        };
        Ok(spec)
    }
}

/// The status port `name` of an element (`SUCCESS`, `FAILURE`, `RUNNING`
/// or `SKIPPED`), or `default` when it is not given.
pub(super) fn status_port(
    d: &Doc<'_>,
    attrs: &Attrs<'_>,
    name: &str,
    default: Status,
) -> Result<Status, Error> {
    let Some(&(_, text, _, value_at, _)) = attrs.ports.iter().find(|p| p.0 == name) else {
        return Ok(default);
    };
    match text {
        "SUCCESS" => Ok(Status::Success),
        "FAILURE" => Ok(Status::Failure),
        "RUNNING" => Ok(Status::Running),
        "SKIPPED" => Ok(Status::Skipped),
        _ => Err(Error::new(
            d.path,
            value_at,
            format!("`{name}=\"{text}\"` is not a status a node returns"),
            format!(
                "write `SUCCESS`, `FAILURE`, `RUNNING` or `SKIPPED` (the default is `{}`)",
                default.as_str()
            ),
        )),
    }
}

/// BT.CPP's `Precondition` decorator: its test runs when its child is not
/// running; if it does not hold, the node returns `otherwise` without
/// ticking the child.
struct PreconditionNode<C: 'static> {
    code: Vec<Lowered<C>>,
    otherwise: Status,
    /// The child returned RUNNING on the last tick (and was not halted).
    running: bool,
    report: Option<Report>,
}

impl<C: 'static> DecoratorNode<C> for PreconditionNode<C> {
    fn tick(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) -> Status {
        if !self.running && !holds_reported(&self.code, ctx, self.report.as_ref()) {
            return self.otherwise;
        }
        let status = child.tick(ctx);
        self.running = status == Status::Running;
        status
    }

    fn halt(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) {
        self.running = false;
        child.halt(ctx);
    }
}

/// Runs compiled statements in order, up to the first error (the
/// statements after it are not run).
pub(crate) fn run<C: 'static>(code: &[Lowered<C>], c: &mut C) -> Result<(), Fail> {
    for statement in code {
        match statement {
            Lowered::Num(f) => drop(f(c)?),
            Lowered::Val(f) => drop(f(c)?),
        }
    }
    Ok(())
}

/// Runs compiled statements whose last value is a status (a test node's
/// `return_status_script`): a status name's number, as its scripting
/// enum (1 to 4), or its text; `None` for anything else (`IDLE` too) and
/// when a statement fails, where BT.CPP throws.
#[allow(clippy::float_cmp)] // BT.CPP takes a number that is exactly a status's
pub(crate) fn status_now<C: 'static>(code: &[Lowered<C>], c: &mut C) -> Option<Status> {
    let (last, before) = code.split_last()?;
    run(before, c).ok()?;
    let value = match last {
        Lowered::Num(f) => Val::Num(f(c).ok()?),
        Lowered::Val(f) => f(c).ok()?,
    };
    // BT.CPP's `NodeStatus` values and names, IDLE (0) left out.
    let statuses = [
        (1, "RUNNING", Status::Running),
        (2, "SUCCESS", Status::Success),
        (3, "FAILURE", Status::Failure),
        (4, "SKIPPED", Status::Skipped),
    ];
    statuses
        .into_iter()
        .find(|&(number, name, _)| match &value {
            Val::Num(n) => *n == f64::from(number),
            Val::Text(t) => t == name,
        })
        .map(|(.., status)| status)
}

/// Runs compiled statements as a condition (the last one's value, a
/// number: see `compile_condition`), or the failure of a statement.
pub(crate) fn holds_checked<C: 'static>(code: &[Lowered<C>], c: &mut C) -> Result<bool, Fail> {
    let Some((last, before)) = code.split_last() else {
        return Ok(false);
    };
    run(before, c)?;
    Ok(match last {
        Lowered::Num(f) => f(c)? != 0.0,
        Lowered::Val(f) => f(c)?.number().is_ok_and(|n| n != 0.0),
    })
}

/// Hands the failure of a script when it runs to the factory's
/// [`on_run_error`](crate::xml::Factory::on_run_error), as an [`Error`]
/// at the script.
pub(crate) type Report = Shared<threads!(dyn Fn(&str))>;

/// Runs `code`'s test: `false` on a failure, which it reports.
pub(crate) fn holds_reported<C: 'static>(
    code: &[Lowered<C>],
    c: &mut C,
    report: Option<&Report>,
) -> bool {
    holds_checked(code, c).unwrap_or_else(|e| {
        if let Some(report) = report {
            report(&e);
        }
        false
    })
}

/// Runs `code`, reporting a failure.
pub(crate) fn run_reported<C: 'static>(
    code: &[Lowered<C>],
    c: &mut C,
    report: Option<&Report>,
) -> bool {
    run(code, c).map_err(|e| report.map(|r| r(&e))).is_ok()
}

#[cfg(test)]
mod tests {
    use super::{Cmp, ScriptNode, ScriptValue, Val, holds, number_text};
    use alloc::string::String;

    #[test]
    fn conversions_follow_btcpp() {
        assert_eq!(i32::from_val(&Val::Num(3.0)), Ok(3));
        assert!(i32::from_val(&Val::Num(1.5)).is_err());
        assert!(u8::from_val(&Val::Num(256.0)).is_err());
        assert!(u8::from_val(&Val::Num(-1.0)).is_err());
        assert_eq!(u8::from_val(&Val::Num(255.0)), Ok(255));
        assert!(i64::from_val(&Val::Num(9_223_372_036_854_775_808.0)).is_err());
        assert!(u64::from_val(&Val::Num(18_446_744_073_709_551_616.0)).is_err());
        assert_eq!(
            i64::from_val(&Val::Num(-9_223_372_036_854_775_808.0)),
            Ok(i64::MIN)
        );
        assert_eq!(i64::from_val(&Val::Text(" 42 ".into())), Ok(42));
        assert!(i64::from_val(&Val::Text("4x".into())).is_err());
        assert_eq!(bool::from_val(&Val::Text("true".into())), Ok(true));
        assert_eq!(bool::from_val(&Val::Num(0.0)), Ok(false));
        assert!(bool::from_val(&Val::Num(2.0)).is_err());
        assert_eq!(String::from_val(&Val::Num(3.0)).unwrap(), "3");
        assert_eq!(String::from_val(&Val::Num(0.5)).unwrap(), "0.5");
        assert_eq!(f32::from_val(&Val::Num(0.25)), Ok(0.25));
        assert_eq!(number_text(-7.0), "-7");
        assert!(holds(Cmp::Lt, &Val::Text("3".into()), &Val::Num(4.0)));
        assert!(!holds(Cmp::Lt, &Val::Text("x".into()), &Val::Num(4.0)));
    }

    /// The IDs listed for "did you mean" hints are the ones read.
    #[test]
    fn script_node_ids_are_the_ones_read() {
        for id in ScriptNode::IDS {
            assert_eq!(ScriptNode::of(id).map(|n| n.kind().btcpp), Some(*id));
        }
    }
}
