resource "aws_instance" "web" {
  provider   = "aws.west" # want "hcl/quoted-reference"
  depends_on = ["aws_s3_bucket.logs"] # want "hcl/quoted-reference"
  lifecycle {
    ignore_changes = ["tags"] # want "hcl/quoted-reference"
  }
}
