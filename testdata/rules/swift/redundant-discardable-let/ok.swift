import SwiftUI

func f() {
    _ = compute()
}

struct V: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("x")
    }
}
