import Foundation

func labels(_ dates: [Date]) -> [String] {
    let formatter = DateFormatter()
    formatter.dateStyle = .short
    var out: [String] = []
    for date in dates {
        out.append(formatter.string(from: date))
    }
    return out
}
