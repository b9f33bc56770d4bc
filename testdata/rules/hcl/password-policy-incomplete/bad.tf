resource "aws_iam_account_password_policy" "strict" { # want "hcl/password-policy-incomplete"
  minimum_password_length        = 14
  require_lowercase_characters   = true
  require_numbers                = false
  require_uppercase_characters   = true
  require_symbols                = true
  password_reuse_prevention      = 24
  max_password_age               = 90
}

resource "aws_iam_account_password_policy" "loose" { # want "hcl/password-policy-incomplete"
  minimum_password_length = 14
  require_symbols         = true
  require_numbers         = true
  max_password_age        = 365
  password_reuse_prevention = 24
}

resource "aws_iam_account_password_policy" "short" { # want "hcl/password-policy-incomplete"
  minimum_password_length = 14
  require_symbols         = true
  require_numbers         = true
}
