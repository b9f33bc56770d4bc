pragma solidity 0.8.24;

contract Game {
    function finished() public view returns (bool) {
        return address(this).balance == 10 ether; // want "solidity/strict-balance-equality"
    }
}
