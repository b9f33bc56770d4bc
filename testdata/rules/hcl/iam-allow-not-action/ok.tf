# Deny with NotAction is the documented use: deny everything outside a list
data "aws_iam_policy_document" "region_lock" {
  statement {
    effect      = "Deny"
    not_actions = ["iam:*", "sts:*", "support:*"]
    resources   = ["*"]
    condition {
      test     = "StringNotEquals"
      variable = "aws:RequestedRegion"
      values   = ["eu-west-1"]
    }
  }
}

resource "aws_iam_policy" "mfa" {
  name = "require-mfa"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Deny"
      NotAction = ["iam:ChangePassword", "sts:GetSessionToken"]
      Resource  = "*"
      Condition = { BoolIfExists = { "aws:MultiFactorAuthPresent" = "false" } }
    }]
  })
}
