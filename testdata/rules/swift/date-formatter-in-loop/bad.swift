import Foundation

func labels(_ dates: [Date]) -> [String] {
    var out: [String] = []
    for date in dates {
        let formatter = DateFormatter() // want "swift/date-formatter-in-loop"
        formatter.dateStyle = .short
        out.append(formatter.string(from: date))
    }
    return out
}
