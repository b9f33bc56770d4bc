pragma solidity 0.4.24;

contract Timer {
    uint256 now; // want "solidity/builtin-shadowing"

    function assert(bool x) internal { // want "solidity/builtin-shadowing"
        require(x);
    }
}
