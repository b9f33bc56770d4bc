data "aws_iam_policy_document" "queue" { # want "hcl/policy-public-principal"
  statement {
    actions   = ["sqs:SendMessage"]
    resources = [aws_sqs_queue.jobs.arn]
    principals {
      type        = "AWS"
      identifiers = ["*"]
    }
  }
}

resource "aws_s3_bucket_policy" "site" { # want "hcl/policy-public-principal"
  bucket = aws_s3_bucket.site.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = "*"
      Action    = "s3:GetObject"
      Resource  = "${aws_s3_bucket.site.arn}/*"
    }]
  })
}

resource "aws_sns_topic_policy" "alerts" { # want "hcl/policy-public-principal"
  arn    = aws_sns_topic.alerts.arn
  policy = <<EOF
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Principal": {"AWS": "*"},
      "Action": "SNS:Publish",
      "Resource": "${aws_sns_topic.alerts.arn}"
    }
  ]
}
EOF
}
