class User < ApplicationRecord
  validates :login, format: { with: /^[a-z0-9_]+$/ } # want "ruby/validation-regex-line-anchors"
  validates :homepage, presence: true, format: { with: /\Ahttps?:\/\/.+$/i, multiline: true } # want "ruby/validation-regex-line-anchors"
  validates_format_of :zip, with: /^\d{5}\z/ # want "ruby/validation-regex-line-anchors"
end
