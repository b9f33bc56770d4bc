pragma solidity 0.8.24;

contract Guard {
    // שלום: right-to-left letters are fine; only the control characters are not
    string public greeting = "مرحبا";
}
