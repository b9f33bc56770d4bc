resource "aws_iam_role_policy_attachment" "deployer_iam" { # want "hcl/iam-full-access-policy-attached"
  role       = aws_iam_role.deployer.name
  policy_arn = "arn:aws:iam::aws:policy/IAMFullAccess"
}

resource "aws_iam_role" "platform" { # want "hcl/iam-full-access-policy-attached"
  name               = "platform"
  assume_role_policy = data.aws_iam_policy_document.platform_trust.json
  managed_policy_arns = [
    "arn:aws:iam::aws:policy/ReadOnlyAccess",
    "arn:aws:iam::aws:policy/IAMFullAccess",
  ]
}
