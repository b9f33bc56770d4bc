pragma solidity 0.8.24;

contract Guard {
    address owner;

    function withdraw() external {
        /*‮ } if (msg.sender == owner) { ⁦*/ // want "solidity/bidi-characters"
        payable(msg.sender).transfer(address(this).balance);
    }
}
