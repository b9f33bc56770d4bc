function Format-Items {
    $input = Get-Content items.txt # want "powershell/automatic-variable-assignment"
    foreach ($line in $input) { $_ = $line.Trim() } # want "powershell/automatic-variable-assignment"
    $args = @('--verbose') # want "powershell/automatic-variable-assignment"
}
