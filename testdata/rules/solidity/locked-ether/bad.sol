pragma solidity 0.8.24;

contract Donations { // want "solidity/locked-ether"
    mapping(address => uint256) public given;

    function donate() external payable {
        given[msg.sender] += msg.value;
    }
}
