resource "aws_iam_role_policy_attachment" "deployer_read" {
  role       = aws_iam_role.deployer.name
  policy_arn = "arn:aws:iam::aws:policy/IAMReadOnlyAccess"
}

resource "aws_iam_role_policy_attachment" "deployer_custom" {
  role       = aws_iam_role.deployer.name
  policy_arn = aws_iam_policy.deployer.arn
}

resource "aws_iam_role" "platform" {
  name               = "platform"
  assume_role_policy = data.aws_iam_policy_document.platform_trust.json
  managed_policy_arns = [
    "arn:aws:iam::aws:policy/ReadOnlyAccess",
    "arn:aws:iam::aws:policy/IAMUserChangePassword",
  ]
}
