class User < ApplicationRecord
  validates :login, format: { with: /\A[a-z0-9_]+\z/ }
  validates_format_of :price, with: /\A\d+\$\z/
  LINE = /^# (.*)$/
end
