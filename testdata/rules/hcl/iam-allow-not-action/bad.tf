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

data "aws_iam_policy_document" "everyone_but" { # want "hcl/iam-allow-not-action: An Allow statement with not_principals"
  statement {
    actions   = ["s3:GetObject"]
    resources = ["${aws_s3_bucket.data.arn}/*"]
    not_principals {
      type        = "AWS"
      identifiers = ["arn:aws:iam::123456789012:role/blocked"]
    }
  }
}

resource "aws_s3_bucket_policy" "everyone_but" { # want "hcl/iam-allow-not-action: An Allow statement with"
  bucket = aws_s3_bucket.data.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect       = "Allow"
      NotPrincipal = { AWS = "arn:aws:iam::123456789012:role/blocked" }
      Action       = "s3:GetObject"
      Resource     = "${aws_s3_bucket.data.arn}/*"
    }]
  })
}

resource "aws_iam_policy" "heredoc" { # want "hcl/iam-allow-not-action"
  name   = "heredoc"
  policy = <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "NotAction": "iam:*",
      "Resource": "*"
    }
  ]
}
POLICY
}
