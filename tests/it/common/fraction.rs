//! Exact fractions for the tests' own expected values: small u128 rationals, written apart from
//! the program's `prob` module so that a test never checks the program against itself.

pub fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// A non-negative reduced fraction n/d over u128 (plenty for the denominators used here).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Q {
    n: u128,
    d: u128,
}

impl Q {
    pub fn new(n: u128, d: u128) -> Q {
        assert!(d != 0, "zero denominator");
        if n == 0 {
            return Q { n: 0, d: 1 };
        }
        let g = gcd(n, d);
        Q { n: n / g, d: d / g }
    }

    pub fn zero() -> Q {
        Q::new(0, 1)
    }

    pub fn one() -> Q {
        Q::new(1, 1)
    }

    /// Parses DESIGN.md's exact form: `0`, `1` or `a/b`, and insists that it is reduced.
    pub fn parse(s: &str) -> Q {
        let (n, d) = match s.split_once('/') {
            Some((n, d)) => (n.parse().unwrap(), d.parse().unwrap()),
            None => (s.parse().unwrap(), 1),
        };
        let q = Q::new(n, d);
        assert_eq!(q.to_string(), s, "exact fractions are printed reduced");
        q
    }

    pub fn add(self, o: Q) -> Q {
        let g = gcd(self.d, o.d);
        let l = (self.d / g).checked_mul(o.d).expect("overflow");
        let a = self.n.checked_mul(l / self.d).expect("overflow");
        let b = o.n.checked_mul(l / o.d).expect("overflow");
        Q::new(a.checked_add(b).expect("overflow"), l)
    }

    pub fn mul(self, o: Q) -> Q {
        let g1 = gcd(self.n, o.d).max(1);
        let g2 = gcd(o.n, self.d).max(1);
        let n = (self.n / g1).checked_mul(o.n / g2).expect("overflow");
        let d = (self.d / g2).checked_mul(o.d / g1).expect("overflow");
        Q::new(n, d)
    }

    pub fn int(k: u128) -> Q {
        Q::new(k, 1)
    }

    pub fn is_zero(self) -> bool {
        self.n == 0
    }

    pub fn complement(self) -> Q {
        assert!(self.n <= self.d);
        Q::new(self.d - self.n, self.d)
    }

    pub fn pow(self, k: u32) -> Q {
        (0..k).fold(Q::one(), |acc, _| acc.mul(self))
    }

    pub fn to_f64(self) -> f64 {
        self.n as f64 / self.d as f64
    }
}

impl std::fmt::Display for Q {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.d == 1 {
            write!(f, "{}", self.n)
        } else {
            write!(f, "{}/{}", self.n, self.d)
        }
    }
}

pub fn q(n: u128, d: u128) -> Q {
    Q::new(n, d)
}

/// The exact sum of several fractions.
pub fn sum(qs: &[Q]) -> Q {
    qs.iter().fold(Q::zero(), |a, b| a.add(*b))
}

fn choose(n: u32, k: u32) -> u128 {
    (0..k).fold(1u128, |acc, i| acc * u128::from(n - i) / u128::from(i + 1))
}

/// P(X = k), k = 0..=n, for X ~ Binomial(n, p).
pub fn binomial(n: u32, p: Q) -> Vec<Q> {
    (0..=n)
        .map(|k| {
            Q::int(choose(n, k))
                .mul(p.pow(k))
                .mul(p.complement().pow(n - k))
        })
        .collect()
}

/// A JSON probability (`{"exact": "a/b", "p": …}`) as an exact fraction, after checking that
/// its `p` is that fraction as a float.
pub fn exact(v: &serde_json::Value) -> Q {
    let s = v["exact"]
        .as_str()
        .unwrap_or_else(|| panic!("not a probability: {v}"));
    let q = Q::parse(s);
    let p = v["p"].as_f64().unwrap_or_else(|| panic!("no p in {v}"));
    assert!(
        (p - q.to_f64()).abs() <= 1e-12,
        "p {p} does not match exact {s}"
    );
    q
}

/// A named outcome's exact probability in a report's `distribution`, after checking that the
/// distribution sums to exactly 1.
pub fn outcome(v: &serde_json::Value, name: &str) -> Q {
    let entries = v["distribution"].as_array().expect("distribution");
    let total = entries
        .iter()
        .fold(Q::zero(), |a, e| a.add(exact(&e["probability"])));
    assert_eq!(total, Q::one(), "sums to exactly 1: {v}");
    entries
        .iter()
        // Named outcomes ("a_wins") or counts (hits: 0, 1, …).
        .find(|e| {
            e["outcome"] == name || e["outcome"].as_u64().is_some_and(|n| n.to_string() == name)
        })
        .map(|e| exact(&e["probability"]))
        .unwrap_or_else(|| panic!("no outcome {name}: {v}"))
}
