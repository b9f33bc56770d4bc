let has_items l = l <> []

let many l = List.length l > 10
