import Foundation

func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "YYYY-MM-dd" // want "swift/date-format-week-year"
    return formatter.string(from: date)
}
