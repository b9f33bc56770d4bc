data "aws_iam_policy_document" "almost_admin" { # want "hcl/iam-allow-not-action"
  statement {
    not_actions = ["iam:*", "organizations:*"]
    resources   = ["*"]
  }
}

resource "aws_iam_policy" "everything_but" { # want "hcl/iam-allow-not-action: .*NotAction"
  name = "everything-but"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      NotAction = ["iam:*"]
      Resource  = "*"
    }]
  })
}
