//! Open-addressing map from arbitrary u32 keys to dense indices in first-seen order.
//! Used for visit ids, tab ids and window ids: no per-visit heap allocation, no hashing crate.
//! Visit ids interned by the TS binding are small (below twice the visit count), so for them the
//! table is indexed by the key itself: sequential, cache-friendly, no probing.

const EMPTY: u32 = u32::MAX;

/// Dense ids for u32 keys; index `i` is the `i`-th distinct key inserted.
pub struct DenseIds {
    slots: Vec<u32>,
    /// Inserted keys (hashed mode only: probing compares them).
    keys: Vec<u32>,
    len: u32,
    shift: u32,
    /// `slots[key]` holds the dense index (every key to insert is below `slots.len()`).
    direct: bool,
}

impl DenseIds {
    /// Map sized for about `n` distinct keys (it grows when needed).
    pub fn with_capacity(n: usize) -> DenseIds {
        let bits = (n.max(8) * 2).next_power_of_two().trailing_zeros();
        DenseIds {
            slots: vec![EMPTY; 1 << bits],
            keys: Vec::with_capacity(n),
            len: 0,
            shift: 64 - bits,
            direct: false,
        }
    }

    /// Map for inserting only keys from `keys`: direct-indexed when the largest key is small.
    pub fn for_keys(keys: impl Iterator<Item = u32>) -> DenseIds {
        let (count, max) = keys.fold((0, 0), |(count, max), key| {
            (count + 1, max.max(key as usize))
        });
        if max >= 4 * count + 1024 {
            return DenseIds::with_capacity(1024);
        }
        DenseIds {
            slots: vec![EMPTY; max + 1],
            keys: Vec::new(),
            len: 0,
            shift: 0,
            direct: true,
        }
    }

    /// Hashed mode: the slot holding `key`, or the empty slot where it belongs.
    fn hashed_slot(&self, key: u32) -> usize {
        // Fibonacci hashing: sequential ids spread evenly over the table.
        let mask = self.slots.len() - 1;
        let mut slot = ((key as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize;
        loop {
            let dense = self.slots[slot];
            if dense == EMPTY || self.keys[dense as usize] == key {
                return slot;
            }
            slot = (slot + 1) & mask;
        }
    }

    /// Dense index of `key`, if inserted.
    #[inline]
    pub fn get(&self, key: u32) -> Option<u32> {
        let dense = if self.direct {
            *self.slots.get(key as usize)?
        } else {
            self.slots[self.hashed_slot(key)]
        };
        if dense == EMPTY {
            None
        } else {
            Some(dense)
        }
    }

    /// Dense index of `key` and whether it was new.
    #[inline(always)]
    pub fn insert(&mut self, key: u32) -> (u32, bool) {
        // The direct path stays small enough to inline into the per-visit loops.
        let slot = if self.direct {
            key as usize
        } else {
            self.hashed_slot(key)
        };
        let dense = self.slots[slot];
        if dense != EMPTY {
            return (dense, false);
        }
        self.slots[slot] = self.len;
        self.len += 1;
        if !self.direct {
            self.remember_key(key);
        }
        (self.len - 1, true)
    }

    #[inline(never)]
    fn remember_key(&mut self, key: u32) {
        self.keys.push(key);
        if self.keys.len() * 2 > self.slots.len() {
            self.grow();
        }
    }

    fn grow(&mut self) {
        let bits = self.slots.len().trailing_zeros() + 1;
        self.slots = vec![EMPTY; 1 << bits];
        self.shift = 64 - bits;
        for dense in 0..self.keys.len() {
            let slot = self.hashed_slot(self.keys[dense]);
            self.slots[slot] = dense as u32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::DenseIds;

    #[test]
    fn assigns_first_seen_order_hashed_and_direct() {
        let keys: Vec<u32> = (0..1000).map(|k| k * 7919 % 10007).collect();
        let big: Vec<u32> = keys.iter().map(|k| k * 400_009).collect();
        let cases = [
            ("hashed, growing", DenseIds::with_capacity(1), &keys),
            (
                "hashed, large keys",
                DenseIds::for_keys(big.iter().copied()),
                &big,
            ),
            ("direct", DenseIds::for_keys(keys.iter().copied()), &keys),
        ];
        for (name, mut ids, keys) in cases {
            for (i, &k) in keys.iter().enumerate() {
                assert_eq!(ids.insert(k), (i as u32, true), "{name}");
            }
            for (i, &k) in keys.iter().enumerate() {
                assert_eq!(ids.insert(k), (i as u32, false), "{name}");
                assert_eq!(ids.get(k), Some(i as u32), "{name}");
            }
            assert_eq!(ids.get(10_008), None, "{name}");
            assert_eq!(ids.get(u32::MAX), None, "{name}");
        }
    }
}
