sorted = users.sort_by(&:name)
desc = users.sort { |a, b| b.name <=> a.name }
mixed = users.sort { |a, b| a.last <=> b.first }
