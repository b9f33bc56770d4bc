data "aws_iam_policy_document" "bucket_read" {
  statement {
    actions   = ["s3:GetObject", "s3:ListBucket"]
    resources = [aws_s3_bucket.data.arn, "${aws_s3_bucket.data.arn}/*"]
  }
  # a Deny of everything outside the bucket is a guard rail, not a grant
  statement {
    effect        = "Deny"
    actions       = ["*"]
    not_resources = [aws_s3_bucket.data.arn]
  }
}

resource "aws_iam_policy" "queue" {
  name = "queue"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["sqs:SendMessage", "sqs:ReceiveMessage"]
      Resource = aws_sqs_queue.jobs.arn
    }]
  })
}

resource "aws_iam_role_policy" "deny_all" {
  role   = aws_iam_role.quarantine.id
  policy = <<EOT
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Deny",
      "Action": "*",
      "Resource": "arn:aws:dynamodb:eu-west-1:123456789012:table/orders"
    }
  ]
}
EOT
}
