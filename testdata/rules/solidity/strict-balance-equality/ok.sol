pragma solidity 0.8.24;

contract Game {
    uint256 deposited;

    function finished() public view returns (bool) {
        return address(this).balance >= 10 ether || deposited == 10 ether;
    }

    function empty(address a) public view returns (bool) {
        return a.balance == 0;
    }
}
