emails = users.map { |u| u.email if u.active? }.compact # want "ruby/map-compact"
