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

# Deny with NotPrincipal: everyone but the break-glass role is refused
data "aws_iam_policy_document" "only_breakglass" {
  statement {
    effect    = "Deny"
    actions   = ["s3:DeleteObject"]
    resources = ["${aws_s3_bucket.data.arn}/*"]
    not_principals {
      type        = "AWS"
      identifiers = ["arn:aws:iam::123456789012:role/breakglass"]
    }
  }
}

resource "aws_iam_policy" "heredoc_deny" {
  name   = "heredoc-deny"
  policy = <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Deny",
      "NotAction": ["iam:*", "sts:*"],
      "Resource": "*",
      "Condition": { "StringNotEquals": { "aws:RequestedRegion": ["eu-west-1"] } }
    }
  ]
}
POLICY
}
