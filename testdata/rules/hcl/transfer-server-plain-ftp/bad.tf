resource "aws_transfer_server" "partners" { # want "hcl/transfer-server-plain-ftp"
  endpoint_type = "VPC"
  protocols     = ["FTP", "FTPS"]
}
