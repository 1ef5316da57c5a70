//! Entries read or written through a port of a wider number type: an
//! `i32` entry read by a port of `f64`, an `f64` entry written by a port of
//! `i32`. Only conversions that keep every value are made (as BT.CPP's
//! `getInput` converts numbers when the value fits, which these always
//! do); a narrowing one stays a load error.

use super::Shared;
use alloc::boxed::Box;
use core::any::{Any, TypeId};

use super::Setter;

/// What reads an entry of type `T`.
type Getter<C, T> = Shared<threads!(dyn Fn(&C) -> T)>;

/// Calls `$then!(wide, [narrow..])` for each number type and the types
/// whose every value it holds.
macro_rules! widenings {
    ($then:ident) => {
        $then!(f64, [f32, i8, i16, i32, u8, u16, u32]);
        $then!(f32, [i8, i16, u8, u16]);
        $then!(i64, [i8, i16, i32, u8, u16, u32]);
        $then!(i32, [i8, i16, u8, u16]);
        $then!(i16, [i8, u8]);
        $then!(u64, [u8, u16, u32]);
        $then!(u32, [u8, u16]);
        $then!(u16, [u8]);
        $then!(usize, [u8, u16]);
        $then!(isize, [i8, i16, u8]);
    };
}

/// A getter of `T` made of `getter` (a `Shared<dyn Fn(&C) -> N>`), when every
/// `N` is a `T`.
pub(crate) fn read<C: 'static, T: 'static>(getter: &dyn Any) -> Option<Getter<C, T>> {
    macro_rules! try_read {
        ($wide:ty, [$($narrow:ty),*]) => {
            if TypeId::of::<T>() == TypeId::of::<$wide>() {
                $(
                    if let Some(get) = getter.downcast_ref::<Getter<C, $narrow>>() {
                        let get = Shared::clone(get);
                        let wide: Getter<C, $wide> = Shared::new(move |c| <$wide>::from(get(c)));
                        return (Box::new(wide) as Box<threads!(dyn Any)>)
                            .downcast::<Getter<C, T>>()
                            .ok()
                            .map(|get| *get);
                    }
                )*
            }
        };
    }
    widenings!(try_read);
    None
}

/// A setter of `T` made of `setter` (a [`Setter`] of `W`), when every `T`
/// is a `W`.
pub(crate) fn write<C: 'static, T: 'static>(setter: &dyn Any) -> Option<Setter<C, T>> {
    macro_rules! try_write {
        ($wide:ty, [$($narrow:ty),*]) => {
            if let Some(set) = setter.downcast_ref::<Setter<C, $wide>>() {
                $(
                    if TypeId::of::<T>() == TypeId::of::<$narrow>() {
                        let set = Shared::clone(set);
                        let narrow: Setter<C, $narrow> =
                            Shared::new(move |c: &mut C, v: $narrow| set(c, <$wide>::from(v)));
                        return (Box::new(narrow) as Box<threads!(dyn Any)>)
                            .downcast::<Setter<C, T>>()
                            .ok()
                            .map(|set| *set);
                    }
                )*
            }
        };
    }
    widenings!(try_write);
    None
}

/// `true` if `T` is one of the number types conversions are made between
/// (for errors: only then do they mention them).
pub(crate) fn is_number<T: 'static>() -> bool {
    let t = TypeId::of::<T>();
    macro_rules! among {
        ($wide:ty, [$($narrow:ty),*]) => {
            if t == TypeId::of::<$wide>() $(|| t == TypeId::of::<$narrow>())* {
                return true;
            }
        };
    }
    widenings!(among);
    false
}

/// Calls `$then!(ty, value_of_f64, f64_of_value)` for each type a tree
/// variable holding a number (an `f64`) is read and written as.
macro_rules! variable_types {
    ($then:ident) => {
        $then!(f32, |n: f64| n as f32, f64::from);
        $then!(i8, |n: f64| n as i8, f64::from);
        $then!(i16, |n: f64| n as i16, f64::from);
        $then!(i32, |n: f64| n as i32, f64::from);
        $then!(i64, |n: f64| n as i64, |v: i64| v as f64);
        $then!(u8, |n: f64| n as u8, f64::from);
        $then!(u16, |n: f64| n as u16, f64::from);
        $then!(u32, |n: f64| n as u32, f64::from);
        $then!(u64, |n: f64| n as u64, |v: u64| v as f64);
        $then!(usize, |n: f64| n as usize, |v: usize| v as f64);
        $then!(isize, |n: f64| n as isize, |v: isize| v as f64);
        $then!(bool, |n: f64| n != 0.0, |v: bool| f64::from(u8::from(v)));
    };
}

/// A getter of `T` reading a tree variable that holds a number (`get`), for
/// a port of any number type or `bool`, as BT.CPP converts the `double` a
/// script stored (a fraction is dropped, where BT.CPP's read fails; a
/// number is `true` unless it is 0).
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_precision_loss
)]
pub(crate) fn read_variable<C: 'static, T: 'static>(get: &Getter<C, f64>) -> Option<Getter<C, T>> {
    macro_rules! try_read {
        ($ty:ty, $from:expr, $into:expr) => {
            if TypeId::of::<T>() == TypeId::of::<$ty>() {
                let get = Shared::clone(get);
                let from = $from;
                let typed: Getter<C, $ty> = Shared::new(move |c| from(get(c)));
                return (Box::new(typed) as Box<threads!(dyn Any)>)
                    .downcast::<Getter<C, T>>()
                    .ok()
                    .map(|get| *get);
            }
        };
    }
    variable_types!(try_read);
    None
}

/// A setter of `T` writing a tree variable that holds a number (`set`),
/// for an output port of any number type or `bool` (`true` is 1).
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_precision_loss
)]
pub(crate) fn write_variable<C: 'static, T: 'static>(set: &Setter<C, f64>) -> Option<Setter<C, T>> {
    macro_rules! try_write {
        ($ty:ty, $from:expr, $into:expr) => {
            if TypeId::of::<T>() == TypeId::of::<$ty>() {
                let set = Shared::clone(set);
                let into = $into;
                let typed: Setter<C, $ty> = Shared::new(move |c: &mut C, v: $ty| set(c, into(v)));
                return (Box::new(typed) as Box<threads!(dyn Any)>)
                    .downcast::<Setter<C, T>>()
                    .ok()
                    .map(|set| *set);
            }
        };
    }
    variable_types!(try_write);
    None
}
