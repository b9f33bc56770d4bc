resource "aws_transfer_server" "partners" {
  endpoint_type = "VPC"
  protocols     = ["SFTP", "FTPS"]
}
