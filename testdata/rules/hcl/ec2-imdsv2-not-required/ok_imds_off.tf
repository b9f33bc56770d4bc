# the metadata service is turned off: neither IMDSv1 nor IMDSv2 answers
resource "aws_instance" "hybrid_node" {
  ami           = data.aws_ami.node.id
  instance_type = "m5.large"

  metadata_options {
    http_endpoint = "disabled"
  }
}
