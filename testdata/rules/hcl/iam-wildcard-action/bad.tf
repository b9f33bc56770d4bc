data "aws_iam_policy_document" "bucket_admin" { # want "hcl/iam-wildcard-action"
  statement {
    actions   = ["*"]
    resources = [aws_s3_bucket.data.arn, "${aws_s3_bucket.data.arn}/*"]
  }
}

resource "aws_iam_policy" "queue" { # want "hcl/iam-wildcard-action"
  name = "queue"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = "*"
      Resource = aws_sqs_queue.jobs.arn
    }]
  })
}

resource "aws_iam_role_policy" "table" { # want "hcl/iam-wildcard-action"
  role   = aws_iam_role.app.id
  policy = <<EOT
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["*"],
      "Resource": "arn:aws:dynamodb:eu-west-1:123456789012:table/orders"
    }
  ]
}
EOT
}
