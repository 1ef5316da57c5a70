// More than 16 children become a `Group` of tuples: full ones of 16, then the rest.
sequence<a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, b0, b1, b2, b3, b4, b5, b6, b7, b8, b9>
