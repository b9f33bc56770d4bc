resource "aws_iam_account_password_policy" "strict" { # want "hcl/weak-password-policy"
  minimum_password_length = 8
  require_symbols         = true
}
