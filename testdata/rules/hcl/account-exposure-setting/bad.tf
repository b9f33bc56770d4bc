resource "aws_ebs_snapshot_block_public_access" "this" { # want "hcl/account-exposure-setting"
  state = "unblocked"
}

resource "aws_ec2_serial_console_access" "this" { # want "hcl/account-exposure-setting"
  enabled = true
}
