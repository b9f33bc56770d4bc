import Foundation

func find(name: String) -> NSPredicate {
    return NSPredicate(format: "name == '\(name)'") // want "swift/predicate-injection"
}
