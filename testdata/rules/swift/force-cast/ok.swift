import UIKit

func cell(_ table: UITableView, _ path: IndexPath) -> MyCell? {
    return table.dequeueReusableCell(withIdentifier: "c", for: path) as? MyCell
}
