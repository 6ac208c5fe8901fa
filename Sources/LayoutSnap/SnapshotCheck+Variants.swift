import Foundation
import LayoutModel

extension SnapshotCheck {
    /// `cases` with each fixture that has variants (its own, else `defaults.variants`) replaced by
    /// one case per variant, in the variants' order (`forms/login@iPhoneSE`, ...). A fixture whose
    /// variants cannot be read stays one case (its check reports the error) marked
    /// `variantsUnknown`, so its variant references are not taken for obsolete ones.
    public static func expandingVariants(_ cases: [FixtureCase], defaults: FixtureDefaults) -> [FixtureCase] {
        var out: [FixtureCase] = []
        out.reserveCapacity(cases.count)
        for fixtureCase in cases {
            let variants: [Variant]
            do { variants = try FixtureLoader.variants(contentsOf: fixtureCase.file, defaults: defaults) } catch {
                var unknown = fixtureCase
                unknown.variantsUnknown = true
                out.append(unknown)
                continue
            }
            if variants.isEmpty { out.append(fixtureCase); continue }
            for variant in variants {
                var c = fixtureCase
                c.variant = variant.name
                out.append(c)
            }
        }
        return out
    }
}
