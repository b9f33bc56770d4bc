emails = users.filter_map { |u| u.email if u.active? }
values = list.compact
