resource "aws_iam_account_password_policy" "strict" {
  minimum_password_length = 8 # want "hcl/weak-password-policy"
  require_symbols         = true
}
